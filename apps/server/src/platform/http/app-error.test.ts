import { ERROR_CODES } from '@hirelane/contract/errors';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS } from './app-error.ts';

describe('AppError', () => {
  it('takes its status from its code', () => {
    expect(new AppError('NOT_FOUND', 'Gone missing').status).toBe(404);
    expect(new AppError('LINK_TIMEOUT', 'Slow site').status).toBe(422);
    expect(new AppError('AI_FAILED', 'Junk').status).toBe(502);
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('keeps its code when a precise status says more: a timeout, a range past the end', () => {
    const slow = new AppError('AI_FAILED', 'Too slow', { precisely: 'timedOut' });
    expect([slow.status, slow.code]).toEqual([504, 'AI_FAILED']);
    const past = new AppError('MALFORMED_REQUEST', 'Past the end', { precisely: 'rangeNotSatisfiable' });
    expect([past.status, past.code]).toEqual([416, 'MALFORMED_REQUEST']);
  });
});
