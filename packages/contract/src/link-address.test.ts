import { describe, expect, it } from 'vitest';
import { linkKey, withWebScheme } from './link-address.ts';

describe('linkKey', () => {
  it.each([
    ['https://www.LinkedIn.com/in/kari/', 'linkedin.com/in/kari'],
    ['http://github.com/kari//', 'github.com/kari'],
    ['  kari.no ', 'kari.no'],
  ])('compares %s as %s', (url, key) => {
    expect(linkKey(url)).toBe(key);
  });
});

describe('withWebScheme', () => {
  it.each([
    ['finn.no/job/fulltime/ad.html?finnkode=123', 'https://finn.no/job/fulltime/ad.html?finnkode=123'],
    ['www.nav.no', 'https://www.nav.no'],
    ['jobs.example:8443/ad', 'https://jobs.example:8443/ad'],
    ['//finn.no/job/1', 'https://finn.no/job/1'],
    ['karriere.nordlys.no?id=4', 'https://karriere.nordlys.no?id=4'],
  ])('puts https:// before %s', (link, url) => {
    expect(withWebScheme(link)).toBe(url);
  });

  it.each([
    'http://finn.no/job/1',
    'https://finn.no',
    'ftp://example.com/job',
    'javascript:alert(1)',
    'mailto:kari@finn.no',
    'jobs',
    'localhost:3000/job',
    '10.0.0.1/admin',
    'kari@finn.no',
  ])('leaves %s as it was', (link) => {
    expect(withWebScheme(link)).toBe(link);
  });
});
