import { afterAll } from 'vitest';
import { signedInUser } from './factories.ts';
import { fileTestApp } from './file-test-app.ts';
import { startOpenAiStandIn } from './openai-stand-in.ts';

/**
 * A test file's app whose AI is the OpenAI stand-in (both closed after the file's last test),
 * called with `apiKey` and `model` (and `timeoutMs` when given), and a user signed in to it.
 */
export const aiTestApp = async (apiKey: string, model: string, timeoutMs?: string) => {
  const ai = await startOpenAiStandIn();
  afterAll(() => ai.close());
  const withAi = await fileTestApp({
    AI_BASE_URL: ai.url,
    AI_API_KEY: apiKey,
    AI_MODEL: model,
    ...(timeoutMs ? { AI_TIMEOUT_MS: timeoutMs } : {}),
  });
  const user = (await signedInUser(withAi)).auth;
  return { ai, withAi, user };
};
