import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Every server test file builds its own app over its own database (test/test-app.ts), so the
    // files need no module registry of their own: sharing one per worker saves importing the whole
    // server again for each file, about half of the suite's time on a two-core machine.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
