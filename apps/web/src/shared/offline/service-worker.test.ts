import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n.ts';

type Listener = () => void;
const workbox = {
  listeners: new Map<string, Listener>(),
  register: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
};
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workboxUrls.push(url);
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));
const workboxUrls: string[] = [];

type ToastAction = { label: string; onClick: () => void };
const shown: { message: unknown; action?: ToastAction; duration?: number }[] = [];
vi.mock('../ui/toast.ts', () => ({
  toast: {
    info: (message: unknown, data?: { action?: ToastAction; duration?: number }) =>
      shown.push({ message, ...data }),
  },
}));

const { registerServiceWorker } = await import('./service-worker.ts');

beforeEach(async () => {
  await setupTestI18n('en');
  workbox.listeners.clear();
  shown.length = 0;
});

describe('the service worker and updates', () => {
  it('registers /sw.js and says nothing while no new version waits', async () => {
    await registerServiceWorker();
    expect(workboxUrls.at(-1)).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalled();
    expect(shown).toHaveLength(0);
  });

  it('offers "Reload to update" when a new version waits, and only its click lets it take over', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await registerServiceWorker();

    // Another tab updated the app: this one does not reload by itself.
    workbox.listeners.get('controlling')?.();
    expect(reload).not.toHaveBeenCalled();

    workbox.listeners.get('waiting')?.();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.message).toBe('A new version of Hirelane is ready.');
    expect(shown[0]?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(shown[0]?.action?.label).toBe('Reload to update');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    shown[0]?.action?.onClick();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
