import { describe, expect, it, vi } from 'vitest';
import { bookmarkletCode, PAGE_MESSAGES } from './bookmarklet.ts';

describe('the bookmarklet', () => {
  it('opens Hirelane with the address, then posts the trimmed page only to that window, on its origin', () => {
    const code = bookmarkletCode('https://app.hirelane.example');
    expect(code).toMatch(/^javascript:/);
    const tab = { postMessage: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    document.body.innerHTML = '<main><h1>Snekker</h1><p>50% stilling</p></main>';
    try {
      new Function(decodeURIComponent(code.slice('javascript:'.length)))();
      expect(open).toHaveBeenCalledWith(
        `https://app.hirelane.example/?addFromPage=${encodeURIComponent(window.location.href)}`,
        '_blank',
      );
      const ready = { type: PAGE_MESSAGES.ready };
      // From another window, or another origin: ignored.
      window.dispatchEvent(
        new MessageEvent('message', { data: ready, origin: 'https://app.hirelane.example' }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: ready, origin: 'https://evil.example', source: tab as never }),
      );
      expect(tab.postMessage).not.toHaveBeenCalled();
      window.dispatchEvent(
        new MessageEvent('message', {
          data: ready,
          origin: 'https://app.hirelane.example',
          source: tab as never,
        }),
      );
      expect(tab.postMessage).toHaveBeenCalledTimes(1);
      const [message, targetOrigin] = tab.postMessage.mock.calls[0] ?? [];
      expect(targetOrigin).toBe('https://app.hirelane.example');
      expect(message).toMatchObject({ type: PAGE_MESSAGES.page, url: window.location.href });
      expect(message.html).toContain('<main><h1>Snekker</h1><p>50% stilling</p></main>');
    } finally {
      open.mockRestore();
    }
  });
});
