import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();

describe('Cross-Origin-Opener-Policy', () => {
  it('isolates every answer but the page the bookmarklet opens, which its opener hands the job ad', async () => {
    const header = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).headers['cross-origin-opener-policy'];
    expect(await header('/')).toBe('same-origin');
    expect(await header('/?addFromLink=https%3A%2F%2Fjobs.example%2F1')).toBe('same-origin');
    expect(await header('/api/health?addFromPage=x')).toBe('same-origin');
    expect(await header('/?addFromPage=https%3A%2F%2Fjobs.example%2F1')).toBeUndefined();
    expect(await header('/?q=oslo&addFromPage=https%3A%2F%2Fjobs.example%2F1')).toBeUndefined();
    // The other headers stay.
    const opened = await t.app.inject({ method: 'GET', url: '/?addFromPage=x' });
    expect(opened.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(opened.headers['x-frame-options']).toBe('DENY');
  });
});
