#!/usr/bin/env node
// `npm ci` / `npm install` (prepare): points git at the repository's hooks (.githooks). Outside a
// git checkout (a tarball, a container build) it does nothing; it never fails the install.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' });
if (inside.status === 0 && inside.stdout.trim() === 'true') {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root });
}
