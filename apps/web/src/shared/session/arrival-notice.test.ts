import { afterEach, describe, expect, it } from 'vitest';
import { leaveArrivalNotice, takeArrivalNotice } from './arrival-notice.ts';

const clear = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a server would.
  document.cookie = 'hl_notice=; Path=/; Max-Age=0';
};

afterEach(clear);

describe('the arrival notice', () => {
  it('is said once: taken and cleared', () => {
    leaveArrivalNotice('emailConfirmed');
    expect(document.cookie).toContain('hl_notice=emailConfirmed');
    expect(takeArrivalNotice()).toBe('emailConfirmed');
    expect(document.cookie).not.toMatch(/hl_notice=\w/);
    expect(takeArrivalNotice()).toBeNull();
  });

  it('is nothing when there is none, or one the app does not know (and that is cleared too)', () => {
    expect(takeArrivalNotice()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a server would.
    document.cookie = 'hl_notice=somethingElse; Path=/';
    expect(takeArrivalNotice()).toBeNull();
    expect(document.cookie).not.toMatch(/hl_notice=\w/);
  });
});
