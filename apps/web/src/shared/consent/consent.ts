import type { ConsentControls, StartConsentOptions } from './cookie-consent.ts';

let running: Promise<ConsentControls> | null = null;

/**
 * Shows the cookie-consent dialog when no valid answer is stored, and reports the
 * analytics answer. The library and its CSS are a separate chunk, loaded here, not at start-up.
 */
export function startConsent(options: StartConsentOptions): Promise<void> {
  running ??= import('./cookie-consent.ts').then((module) => module.runCookieConsent(options));
  return running.then(
    () => undefined,
    (error: unknown) => {
      running = null;
      console.warn('The cookie consent dialog could not start', error);
    },
  );
}

/** Reopens the cookie preferences (footer link); does nothing before the dialog has started. */
export function showCookiePreferences(): void {
  void running?.then((controls) => controls.showPreferences()).catch(() => undefined);
}
