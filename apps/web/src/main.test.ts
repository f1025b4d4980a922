import { describe, expect, it } from 'vitest';

describe('main', () => {
  it("fails with 'Root element not found' when #root is missing", async () => {
    document.body.innerHTML = '';
    await expect(import('./main.tsx')).rejects.toThrow('Root element not found');
  });
});
