#!/usr/bin/env node
// npm run bench: every harness in bench/, one after another (they print ratios, not absolute times).
import '../scripts/require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const harnesses = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'support.ts');
let failed = 0;
for (const file of harnesses) {
  console.info(`\n▶ ${file}`);
  const { status } = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
