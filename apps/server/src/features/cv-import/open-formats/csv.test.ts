import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv.ts';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi""","one\r\ntwo"\r\nx,,z\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'one\r\ntwo'],
      ['x', '', 'z'],
    ]);
  });

  it('takes LF or CRLF rows, a last row without a break, and drops a byte-order mark and blank lines', () => {
    expect(parseCsv('\uFEFFName\n\nSQL\r\nPython')).toEqual([['Name'], ['SQL'], ['Python']]);
  });
});

describe('csvRecords', () => {
  it('keys cells by the header in any order, missing cells empty, extra columns kept aside', () => {
    expect(csvRecords('Title, Company Name ,Extra\nDev,Acme\n')).toEqual([
      { Title: 'Dev', 'Company Name': 'Acme', Extra: '' },
    ]);
    expect(csvRecords('')).toEqual([]);
  });
});
