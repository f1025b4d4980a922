import { Button, Drawer, Menu, Modal } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/render.tsx';
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
  return {
    capacitor,
    addListener,
    remove,
    press: () =>
      act(async () => {
        listener?.({ canGoBack: true });
        // The press is handled once the overlay module has loaded (at once after the first time).
        await import('./close-overlay.ts');
        await Promise.resolve();
      }),
  };
}

/** A drawer with a menu in it, and a confirm dialog over it: the overlays of the job drawer. */
function Overlays() {
  const [drawer, setDrawer] = useState(true);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Drawer opened={drawer} onClose={() => setDrawer(false)} title="Job details">
        <Menu>
          <Menu.Target>
            <Button>More</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setConfirm(true)}>Delete</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button onClick={() => setConfirm(true)}>Delete job</Button>
      </Drawer>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title="Delete this job?">
        <p>It cannot be undone.</p>
      </Modal>
    </>
  );
}

/** The back button registered on `pathname`: the fake device that presses it and the app's way back. */
function registerOn(pathname: string) {
  const fake = fakeCapacitor();
  const back = vi.fn();
  registerAndroidBackButton({ pathname: () => pathname, back }, fake.capacitor);
  return { fake, back };
}

/** The same, with the job drawer's overlays open. */
function showOverlaysOn(pathname: string) {
  const registered = registerOn(pathname);
  renderWithProviders(<Overlays />);
  return registered;
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

  it('goes back on the hardware button when nothing is open, except on /', async () => {
    const fake = fakeCapacitor();
    window.Capacitor = fake.capacitor;
    let path = '/my-cv';
    const back = vi.fn();
    registerAndroidBackButton({ pathname: () => path, back });
    expect(fake.addListener).toHaveBeenCalledWith('backButton', expect.any(Function));

    await fake.press();
    expect(back).toHaveBeenCalledTimes(1);
    path = '/';
    await fake.press();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('closes the open menu, then the drawer under it, and only then goes back', async () => {
    const { fake, back } = showOverlaysOn('/my-cv');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menu')).toBeTruthy();

    await fake.press();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Job details' })).toBeTruthy();
    expect(back).not.toHaveBeenCalled();

    await fake.press();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(back).not.toHaveBeenCalled();

    await fake.press();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('on / closes the open dialog instead of doing nothing', async () => {
    const { fake, back } = showOverlaysOn('/');
    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this job?' })).toBeTruthy();

    await fake.press();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this job?' })).toBeNull());
    expect(back).not.toHaveBeenCalled();
  });

  it('closes what says it closes on Escape (the phone navigation) before going back', async () => {
    const { fake, back } = registerOn('/my-cv');
    const nav = document.createElement('nav');
    nav.setAttribute('data-closes-on-escape', '');
    const keys: string[] = [];
    window.addEventListener('keydown', (event) => {
      keys.push(event.key);
      nav.remove();
    });
    document.body.append(nav);

    await fake.press();
    expect(keys).toEqual(['Escape']);
    expect(back).not.toHaveBeenCalled();
    await fake.press();
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
