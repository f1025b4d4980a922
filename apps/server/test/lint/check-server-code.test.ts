import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../../../scripts/check-server-code.mjs', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'check-server-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check on one sample file: its exit status and what it printed. */
const check = (source: string) => {
  const file = join(dir, `sample-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const run = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
  return { status: run.status, output: run.stderr };
};

describe('scripts/check-server-code.mjs', () => {
  it('fails on a language ternary, in any spelling and either way round', () => {
    const samples = [
      "const name = language === 'no' ? skill.no : skill.name;",
      "const word = lang === 'en' ? 'year' : 'år';",
      "const tag = (user.locale !== 'en') ? 'nb-NO' : 'en-GB';",
      "const title = 'no' === input.language\n  ? 'Søknad'\n  : 'Application';",
      'const greeting = interfaceLanguage == "nb" ? "Hei" : "Hi";',
    ];
    for (const sample of samples) {
      const { status, output } = check(`export const f = () => {\n  ${sample}\n};\n`);
      expect(status, sample).toBe(1);
      expect(output).toMatch(/sample-\w+\.ts:2: language ternary/);
    }
  });

  it('fails on an AppError given a status instead of an error code', () => {
    const { status, output } = check("throw new AppError(\n  404, 'Not found');\n");
    expect(status).toBe(1);
    expect(output).toMatch(/sample-\w+\.ts:1: AppError with a status/);
  });

  it('passes words keyed by language, other comparisons and comments that show the pattern', () => {
    const { status, output } = check(
      [
        "const WORDS: Record<Language, string> = { en: 'year', no: 'år' };",
        'export const word = (language: Language) => WORDS[language];',
        "export const norwegian = (language: Language) => language === 'no';",
        "export const fallback = (locale?: string) => locale ?? 'en';",
        "// never `language === 'no' ? … : …`",
        "/** not `new AppError(404, 'Not found')` */",
        "export const notFound = () => new AppError('NOT_FOUND', 'Not found');",
        "export const url = 'https://example.com/x'; const same = lang === 'en' && ok;",
      ].join('\n'),
    );
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
