#!/usr/bin/env node
// npm start: build the web app (and its server renderer) when its sources are newer than the build, then run the server
// (which migrates the database before it listens).
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
// The app's build, the form pages' client (listed in dist/form-page-scripts.json) and the server
// renderer of the public pages (apps/web/dist-ssr): all from one build.
const builtFiles = ['dist/index.html', 'dist/form-page-scripts.json', 'dist-ssr/render-public-page.js'].map(
  (file) => path.join(webDir, file),
);

const newestChange = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);

const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((name) => path.join(webDir, name));
const sourceTime = Math.max(
  ...sources
    .filter(fs.existsSync)
    .map((p) => (fs.statSync(p).isDirectory() ? newestChange(p) : fs.statSync(p).mtimeMs)),
);
const builtTime = Math.min(
  ...builtFiles.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
);

if (builtTime < sourceTime) {
  console.info('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// React's server renderer (public pages) picks its production build by NODE_ENV; the development
// build checks every render and is several times slower.
const server = spawnSync(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(server.status ?? 0);
