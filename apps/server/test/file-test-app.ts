import { afterAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The test app that one test file's tests share: made as the file loads
 * (`const t = await fileTestApp()`) and closed after the file's last test.
 */
export const fileTestApp = async (...options: Parameters<typeof createTestApp>): Promise<TestApp> => {
  const t = await createTestApp(...options);
  afterAll(() => t.close());
  return t;
};
