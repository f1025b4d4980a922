import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../../../scripts/check-boundaries.mjs', import.meta.url).pathname;
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Runs the check on a tree of its own holding only `files` (path → source): its status and output. */
const check = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'check-boundaries-'));
  roots.push(root);
  mkdirSync(join(root, 'scripts'));
  copyFileSync(SCRIPT, join(root, 'scripts/check-boundaries.mjs'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  const run = spawnSync(process.execPath, [join(root, 'scripts/check-boundaries.mjs')], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

const EXTENSION_OK = {
  'apps/extension/build.mjs': [
    "import { zipSync } from 'fflate';",
    "import { trimPage } from '@hirelane/contract/page-trim';",
    "import { originOf } from './src/origins.js';",
  ].join('\n'),
  'apps/extension/src/origins.js': 'export const originOf = (text) => text;\n',
  'apps/extension/src/popup.js': [
    "/** @import { JobLane } from '@hirelane/contract/constants' */",
    "/** @typedef {import('@hirelane/contract/job-links').JobFromLinkResponse} Read */",
    "import { originOf } from './origins.js';",
  ].join('\n'),
};

describe('scripts/check-boundaries.mjs on the browser extension', () => {
  it('passes its own files, packages in the build and the contract by name (types only in the pages)', () => {
    const { status, output } = check(EXTENSION_OK);
    expect(output).toMatch(/import boundaries: ok/);
    expect(status).toBe(0);
  });

  it("fails on another app's files, the contract by path, and a package in a page's code", () => {
    const { status, output } = check({
      ...EXTENSION_OK,
      'apps/extension/build.mjs': [
        "import { trimPage } from '../web/src/features/jobs/model/bookmarklet.ts';",
        "import { JOB_LANES } from '../../packages/contract/src/constants.ts';",
        "import { EXTENSION_MESSAGES } from '@hirelane/contract/src/extension.ts';",
      ].join('\n'),
      'apps/extension/src/popup.js': "import { JOB_LANES } from '@hirelane/contract/constants';\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/extension/build.mjs: the extension must not import files of another app ("../web/src/features/jobs/model/bookmarklet.ts")',
    );
    expect(output).toContain(
      'apps/extension/build.mjs: import the contract as @hirelane/contract/…, not "../../packages/contract/src/constants.ts"',
    );
    expect(output).toContain('apps/extension/build.mjs: import the contract by its exports');
    expect(output).toContain(
      'apps/extension/src/popup.js: the extension\'s pages load as they are (no bundler): import its own files only, not "@hirelane/contract/constants"',
    );
  });

  it('counts a circle of imports among its files', () => {
    const { status, output } = check({
      'apps/extension/src/a.js': "import { b } from './b.js';\nexport const a = 1;\n",
      'apps/extension/src/b.js': "import { a } from './a.js';\nexport const b = 2;\n",
    });
    expect(status).toBe(1);
    expect(output).toMatch(
      /import cycle \(2 files\): apps\/extension\/src\/a\.js → apps\/extension\/src\/b\.js/,
    );
  });
});
