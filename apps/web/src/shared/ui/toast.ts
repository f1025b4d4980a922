import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
let loading: Promise<Sonner> | undefined;

/**
 * sonner (~9 KiB gzip) is not part of any page's first download: it loads with the first toast or
 * when the toaster mounts after the first paint, whichever comes first. A toast made before the
 * toaster mounts is shown when it does (sonner replays active toasts to a new toaster).
 */
export const loadSonner = (): Promise<Sonner> => {
  loading ??= import('sonner');
  return loading;
};

type Show = (message: ReactNode, data?: ExternalToast) => void;
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (message, data) => {
    void loadSonner().then((sonner) => sonner.toast[kind](message, data));
  };

/** The app's toasts (bottom right, 5 s, Alt+T), with sonner's own options. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
