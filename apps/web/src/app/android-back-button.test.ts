import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapacitorGlobal } from './android-back-button.ts';
import { registerAndroidBackButton } from './android-back-button.ts';

function fakeCapacitor() {
  let listener: ((event: { canGoBack: boolean }) => void) | null = null;
  const remove = vi.fn();
  const addListener = vi.fn((_event: 'backButton', next: (event: { canGoBack: boolean }) => void) => {
    listener = next;
    return Promise.resolve({ remove });
  });
  const capacitor: CapacitorGlobal = { Plugins: { App: { addListener } } };
  return { capacitor, addListener, remove, press: () => listener?.({ canGoBack: true }) };
}

afterEach(() => {
  delete window.Capacitor;
});

describe('Android back button', () => {
  it('is a no-op in a plain browser (no Capacitor)', () => {
    expect(window.Capacitor).toBeUndefined();
    const back = vi.fn();
    const pathname = vi.fn(() => '/my-cv');
    const unregister = registerAndroidBackButton({ pathname, back });
    expect(back).not.toHaveBeenCalled();
    expect(pathname).not.toHaveBeenCalled();
    expect(() => unregister()).not.toThrow();
  });

  it('does nothing when Capacitor has no App plugin', () => {
    const back = vi.fn();
    registerAndroidBackButton({ pathname: () => '/my-cv', back }, {});
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back on the hardware button, except on /', () => {
    const fake = fakeCapacitor();
    window.Capacitor = fake.capacitor;
    let path = '/my-cv';
    const back = vi.fn();
    registerAndroidBackButton({ pathname: () => path, back });
    expect(fake.addListener).toHaveBeenCalledWith('backButton', expect.any(Function));

    fake.press();
    expect(back).toHaveBeenCalledTimes(1);
    path = '/';
    fake.press();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('removes its listener when unregistered, even before the plugin answered', async () => {
    const fake = fakeCapacitor();
    const unregister = registerAndroidBackButton({ pathname: () => '/x', back: vi.fn() }, fake.capacitor);
    unregister();
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.remove).toHaveBeenCalledTimes(1);
  });
});
