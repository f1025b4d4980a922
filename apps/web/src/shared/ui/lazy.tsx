import { Center, Loader, Overlay, VisuallyHidden } from '@mantine/core';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A named export loaded on first render (React.lazy wants a default export). Forms, drawers and
 * dialogs load this way, so a page's first visit downloads only what the page shows.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component's props.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** True from the first time `open` is true: a lazy drawer stays mounted after, so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A lazy drawer or dialog, rendered from the first time `open` is true, with the overlay while its
 * code loads; it stays mounted after, to animate closed.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const openedOnce = useOpenedOnce(open);
  if (!openedOnce) return null;
  return <Suspense fallback={<LazyOverlay />}>{children}</Suspense>;
}

/**
 * A dialog whose code (Mantine's Modal: focus trap, scroll lock, floating-ui, ~25 KiB gzip) loads
 * when it first opens, with the overlay while it loads; it stays mounted after, to animate closed.
 */
export function DeferredDialog<P extends { opened: boolean }>({
  dialog: Dialog,
  props,
}: {
  dialog: LazyExoticComponent<ComponentType<P>>;
  props: P;
}) {
  return (
    <OpenedOnce open={props.opened}>
      <Dialog {...props} />
    </OpenedOnce>
  );
}

function LoadingText() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return ready ? <VisuallyHidden>{t('loading')}</VisuallyHidden> : null;
}

/** Shown over the page while a drawer's or dialog's code loads on its first opening. */
export function LazyOverlay() {
  return (
    <Overlay fixed center backgroundOpacity={0.15} zIndex={300} role="status" aria-live="polite">
      <Loader />
      <LoadingText />
    </Overlay>
  );
}

/** Shown in place of a form while its code loads (inside an open dialog). */
export function LazyFallback() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader type="dots" />
      <LoadingText />
    </Center>
  );
}
