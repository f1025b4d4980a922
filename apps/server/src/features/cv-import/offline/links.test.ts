import { describe, expect, it } from 'vitest';
import { linksOf } from './links.ts';

describe('linksOf', () => {
  it.each([
    [
      'LinkedIn and GitHub on a contact line',
      ['kari@example.no · linkedin.com/in/kari-nordmann · github.com/kari'],
      [
        { label: 'LinkedIn', url: 'https://linkedin.com/in/kari-nordmann' },
        { label: 'GitHub', url: 'https://github.com/kari' },
      ],
    ],
    [
      'a personal site with and without a scheme',
      ['Web: https://www.anna-berg.se/', 'portfolio: kari.dev'],
      [
        { label: 'anna-berg.se', url: 'https://www.anna-berg.se' },
        { label: 'kari.dev', url: 'https://kari.dev' },
      ],
    ],
    [
      'trailing punctuation and repeats',
      ['See www.linkedin.com/in/mette.', 'https://www.linkedin.com/in/mette'],
      [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/mette' }],
    ],
    ['no e-mail address, no skill with a dot', ['mette@example.dk', 'Node.js, ASP.NET'], []],
  ])('%s', (_case, texts, expected) => {
    expect(linksOf(texts)).toEqual(expected);
  });

  it('adds the addresses behind link texts, but not mailto: ones', () => {
    expect(linksOf(['in'], ['https://www.linkedin.com/in/anna', 'mailto:anna@example.se'])).toEqual([
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/anna' },
    ]);
  });
});
