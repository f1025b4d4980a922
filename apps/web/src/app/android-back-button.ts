/** The part of Capacitor's App plugin this app uses (https://capacitorjs.com/docs/apis/app). */
type BackButtonListener = { remove: () => Promise<void> | void };
type CapacitorApp = {
  addListener: (
    event: 'backButton',
    listener: (event: { canGoBack: boolean }) => void,
  ) => Promise<BackButtonListener> | BackButtonListener;
};
export type CapacitorGlobal = { Plugins?: { App?: CapacitorApp } };

declare global {
  interface Window {
    /** Set by the Capacitor shell when the app runs inside the Android app; absent in a browser. */
    Capacitor?: CapacitorGlobal;
  }
}

export type BackNavigation = {
  pathname: () => string;
  back: () => void;
};

/**
 * Inside the Android (Capacitor) shell the hardware back button first closes the open drawer,
 * dialog or menu on top; with none open it goes back, except on / where there is nowhere to go
 * back to. In a plain browser this does nothing. Returns a function that unregisters the listener.
 */
export function registerAndroidBackButton(
  navigation: BackNavigation,
  capacitor: CapacitorGlobal | undefined = typeof window === 'undefined' ? undefined : window.Capacitor,
): () => void {
  const app = capacitor?.Plugins?.App;
  if (!app) return () => undefined;
  let removed = false;
  let handle: BackButtonListener | null = null;
  // Only the Android app needs it: a browser never loads it.
  const closeOverlay = import('./close-overlay.ts').then((module) => module.closeTopmostOverlay);
  void Promise.resolve(
    app.addListener(
      'backButton',
      () =>
        void closeOverlay.then((closeTopmostOverlay) => {
          if (closeTopmostOverlay() || navigation.pathname() === '/') return;
          navigation.back();
        }),
    ),
  ).then((listener) => {
    handle = listener;
    if (removed) void listener.remove();
  });
  return () => {
    removed = true;
    if (handle) void handle.remove();
  };
}
