import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Most server tests wait on SQLite, PostgreSQL or loopback sockets, so two files at a time
    // keep a two-core machine busy; Vitest's default (cores − 1) would run one.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
