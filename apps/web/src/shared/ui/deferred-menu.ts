import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

/** What the plain button needs to act as the menu's button before the menu's code is there. */
export type DeferredMenuTriggerProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

export type DeferredMenu<T> = {
  /** The menu's component once the menu was asked to open: render it in place of the button. */
  loaded: T | null;
  triggerProps: DeferredMenuTriggerProps;
};

/** Told when the menu is asked to open (before its code is there) and whenever it opens or closes. */
export type MenuOpenChange = (opened: boolean) => void;

/**
 * A menu whose code (Mantine's Menu with Popover, floating-ui and the focus trap: ~30 KiB gzip) is
 * not part of a page's first download. The page shows a plain button that looks the same; pointing
 * at it, pressing it or giving it focus starts loading the code, and a click, Enter, Space or
 * ArrowDown opens the menu as soon as the code is there (at once when it already is). `load` is
 * the menu module's loader, made with loadOnce (shared/ui/load-once.ts). `onOpenChange` hears of
 * the request to open, and of its end when the code fails to load.
 */
export function useDeferredMenu<T>(load: () => Promise<T>, onOpenChange?: MenuOpenChange): DeferredMenu<T> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const prefetch = () => void load().catch(() => undefined);
  const open = () => {
    onOpenChange?.(true);
    void load().then(
      (module) => setLoaded(() => module),
      () => onOpenChange?.(false),
    );
  };
  return {
    loaded,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: prefetch,
      onPointerDown: prefetch,
      onFocus: prefetch,
      onClick: open,
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open();
      },
    },
  };
}

/**
 * For the loaded menu, which replaces the plain button with its own: focuses that button, then
 * opens, so the menu takes focus in as usual and gives it back to the button when it closes.
 */
export function useMenuOpenedOnMount<E extends HTMLElement>(onOpenChange?: MenuOpenChange) {
  const targetRef = useRef<E>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    targetRef.current?.focus({ preventScroll: true });
    setOpened(true);
  }, []);
  const onChange = (next: boolean) => {
    setOpened(next);
    onOpenChange?.(next);
  };
  return { targetRef, opened, onChange };
}
