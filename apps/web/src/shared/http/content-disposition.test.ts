import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition.ts';

const FALLBACK = 'CV.pdf';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name of filename* over the ASCII stand-in', () => {
    const header = `attachment; filename="K_re-Bj_rnsen-CV.pdf"; filename*=UTF-8''K%C3%A5re-Bj%C3%B8rnsen-CV.pdf`;
    expect(fileNameFromContentDisposition(header, FALLBACK)).toBe('Kåre-Bjørnsen-CV.pdf');
  });

  it('reads filename* whatever its case, language tag or position', () => {
    expect(fileNameFromContentDisposition(`attachment; FILENAME*=utf-8'nb'%C3%86re.pdf`, FALLBACK)).toBe(
      'Ære.pdf',
    );
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''Ola-CV.pdf; filename="x.pdf"`, FALLBACK),
    ).toBe('Ola-CV.pdf');
  });

  it('decodes ISO-8859-1 names', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=ISO-8859-1''%E6%F8%E5.pdf`, FALLBACK)).toBe(
      'æøå.pdf',
    );
  });

  it('falls back to filename, quoted (with escapes) or as a token', () => {
    expect(fileNameFromContentDisposition('attachment; filename="Kari Nordmann-CV.pdf"', FALLBACK)).toBe(
      'Kari Nordmann-CV.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".pdf"', FALLBACK)).toBe(
      'say "hi".pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf', FALLBACK)).toBe('report.pdf');
  });

  it('uses the plain filename when filename* cannot be decoded', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="plain.pdf"`,
        FALLBACK,
      ),
    ).toBe('plain.pdf');
  });

  it('never lets a name reach into folders', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"', FALLBACK)).toBe(
      'passwd',
    );
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''..%2F..%2Fx.pdf`, FALLBACK)).toBe(
      'x.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=".."', FALLBACK)).toBe(FALLBACK);
  });

  it('uses the fallback without a header or without a name', () => {
    expect(fileNameFromContentDisposition(null, FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromContentDisposition(undefined, FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromContentDisposition('', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromContentDisposition('attachment', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFromContentDisposition('attachment; filename=""', FALLBACK)).toBe(FALLBACK);
  });

  it('does not mistake other parameters for the name', () => {
    expect(fileNameFromContentDisposition('attachment; myfilename="nope.pdf"', FALLBACK)).toBe(FALLBACK);
  });
});
