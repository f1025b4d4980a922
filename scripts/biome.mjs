#!/usr/bin/env node
// Runs Biome's native binary for this machine. The npm registry these machines reach carries only
// the linux-x64 build, and @biomejs/biome lists every platform's build as optional, which leaves
// package-lock.json unable to satisfy `npm ci`; so the project installs the platform package
// directly (optionalDependencies) and calls its binary here.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const platformPackage = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = createRequire(import.meta.url).resolve(`${platformPackage}/biome`);
} catch {
  console.error(
    `Biome's binary for this machine is not installed. Run: npm i -O --no-save ${platformPackage}`,
  );
  process.exit(1);
}
const { status } = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(status ?? 1);
