import { describe, expect, it } from 'vitest';
import { employmentTypeOf } from './employment-type.ts';
import { htmlToText } from './html-text.ts';
import { deadlineInText, parsePostingDate } from './posting-dates.ts';
import { parseAmount, salaryOf } from './posting-salary.ts';

const same = (value: unknown) => value;

describe('dates as boards write them', () => {
  it.each([
    ['2026-05-31', '2026-05-31'],
    ['2026-05-31T23:59:59+02:00', '2026-05-31'],
    ['2026-05-31T00:30:00-05:00', '2026-05-31'],
    ['31.05.2026', '2026-05-31'],
    ['1.6.2026', '2026-06-01'],
    ['31/05/2026', '2026-05-31'],
    ['31.05.26', '2026-05-31'],
    ['31. mai 2026', '2026-05-31'],
    ['1. desember 2026', '2026-12-01'],
    ['3. okt. 2026', '2026-10-03'],
    ['31 May 2026', '2026-05-31'],
    ['May 31, 2026', '2026-05-31'],
    ['Snarest', null],
    ['31.02.2026', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parsePostingDate(text)).toBe(expected);
  });

  it('finds a labelled deadline in page text', () => {
    expect(deadlineInText('Stilling\nFrist\n31. mai 2026\nSted Oslo')).toBe('2026-05-31');
    expect(deadlineInText('Søknadsfrist: 15.06.2026')).toBe('2026-06-15');
    expect(deadlineInText('Application deadline: June 1, 2026')).toBe('2026-06-01');
    expect(deadlineInText('Frist: snarest. Publisert 01.05.2026')).toBeNull();
  });
});

describe('amounts and salaries', () => {
  it.each([
    [650000, 650000],
    ['650 000', 650000],
    ['650\u00a0000', 650000],
    ['650.000', 650000],
    ['1,250,000', 1250000],
    ['kr 650 000,-', 650000],
    ['1 234,50', 1234.5],
    ['32.5', 32.5],
    ['650k', 650000],
    ['no amount', null],
    [-5, null],
    [2e9, null],
  ])('%s → %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it('reads salary text in Norwegian and English', () => {
    expect(salaryOf('650 000 – 750 000 kr per år', null, same)).toMatchObject({
      salaryMin: 650000,
      salaryMax: 750000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
    });
    expect(salaryOf('NOK 250,- pr. time', null, same)).toMatchObject({
      salaryMin: 250,
      salaryCurrency: 'NOK',
      salaryPeriod: 'hour',
    });
    expect(salaryOf('Competitive', null, same)).toMatchObject({ salaryMin: null, salaryText: null });
  });

  it('reads a MonetaryAmount with minValue/maxValue on itself, the currency on the posting, and a list', () => {
    expect(
      salaryOf([{ '@type': 'MonetaryAmount', minValue: 50, maxValue: 40, unitText: 'HOUR' }], 'nok', same),
    ).toMatchObject({ salaryMin: 40, salaryMax: 50, salaryCurrency: 'NOK', salaryPeriod: 'hour' });
    expect(salaryOf(720000, 'NOK', same)).toMatchObject({ salaryMin: 720000, salaryMax: 720000 });
  });
});

describe('employment types', () => {
  it.each([
    ['FULL_TIME', 'full-time'],
    [['FULL_TIME', 'TEMPORARY'], 'temporary'],
    ['Fast', 'full-time'],
    ['Heltid', 'full-time'],
    ['Deltid', 'part-time'],
    ['Vikariat', 'temporary'],
    ['Engasjement', 'contract'],
    ['INTERN', 'internship'],
    ['Lærling', 'internship'],
    ['Selvstendig næringsdrivende', 'freelance'],
    ['VOLUNTEER', null],
    [42, null],
  ])('%s → %s', (value, expected) => {
    expect(employmentTypeOf(value)).toBe(expected);
  });
});

describe('HTML to text', () => {
  it('keeps preformatted lines, table cells apart, and drops forms and comments', () => {
    expect(htmlToText('<pre>a\n  b</pre><table><tr><td>x</td><td>y</td></tr></table>')).toBe('a\n  b\n\nx y');
    expect(htmlToText('<p>Hi<!-- <p>hidden</p> --></p><form><input value="no">Send</form><p>there</p>')).toBe(
      'Hi\n\nthere',
    );
  });

  it('reads broken markup as a browser would', () => {
    expect(htmlToText('<p>One<p>Two &amp three &lt;4 &#x1F600;<li>item')).toBe(
      'One\n\nTwo & three <4 😀\n• item',
    );
    expect(htmlToText('<style>p{}</style><script>if (a<b) x="</p>"</script>Text')).toBe('Text');
  });
});
