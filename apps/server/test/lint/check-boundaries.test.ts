import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../../../scripts/check-boundaries.mjs', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the check on a server tree of the given files (path under apps/server/src → its imports). */
const check = (tree: Record<string, string[]>) => {
  const root = mkdtempSync(join(tmpdir(), 'check-boundaries-'));
  dirs.push(root);
  for (const [file, imports] of Object.entries(tree)) {
    const full = join(root, 'apps/server/src', file);
    mkdirSync(dirname(full), { recursive: true });
    const lines = imports.map((specifier, index) => `import { x${index} } from '${specifier}';`);
    writeFileSync(full, `${lines.join('\n')}\nexport const x = 1;\n`);
  }
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('scripts/check-boundaries.mjs on the server', () => {
  it('passes imports that run features → domain → platform, and the app over features', () => {
    const { status, output } = check({
      'app.ts': ['./features/links/links.module.ts', './platform/db/database.ts'],
      'features/links/links.module.ts': ['../../domain/cv/cv-rows.ts', '../../platform/db/database.ts'],
      'domain/cv/cv-rows.ts': ['../../platform/db/database.ts'],
      'platform/db/database.ts': [],
    });
    expect(output).toMatch(/import boundaries: ok/);
    expect(status).toBe(0);
  });

  it.each([
    [
      'platform imports domain code or a feature',
      {
        'platform/db/database.ts': ['../../domain/cv/cv-rows.ts'],
        'platform/http/routes.ts': ['../../features/links/links.module.ts'],
        'domain/cv/cv-rows.ts': [],
        'features/links/links.module.ts': [],
      },
      [
        /platform\/db\/database\.ts: platform holds adapters and must not import domain/,
        /platform\/http\/routes\.ts: platform holds adapters and must not import features/,
      ],
    ],
    [
      'domain code imports a feature or the app',
      {
        'domain/cv/cv-rows.ts': ['../../features/links/links.module.ts'],
        'domain/cv/cv-output.ts': ['../../feature-list.ts'],
        'features/links/links.module.ts': [],
        'feature-list.ts': [],
      },
      [
        /domain\/cv\/cv-rows\.ts: domain must not import features/,
        /domain\/cv\/cv-output\.ts: domain must not import the app/,
      ],
    ],
    [
      'a feature imports another feature or the app',
      {
        'features/links/links.service.ts': ['../media/media.service.ts', '../../app.ts'],
        'features/media/media.service.ts': [],
        'app.ts': [],
      },
      [
        /links\.service\.ts: feature "links" must not import feature "media"/,
        /links\.service\.ts: a feature must not import the app/,
      ],
    ],
  ])('fails when %s', (_case, tree: Record<string, string[]>, messages: RegExp[]) => {
    const { status, output } = check(tree);
    expect(status).toBe(1);
    for (const message of messages) expect(output).toMatch(message);
  });
});
