#!/usr/bin/env node
// npm run dev: the API on :3000 (restarting on change) and Vite with hot reload on :5173, which
// proxies /api to the API. PUBLIC_URL is Vite's origin so cookie calls pass the Origin check.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
