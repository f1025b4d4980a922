import type { PublicConfigResponse } from '@hirelane/contract/public-config';
import { http } from '../http/http.ts';
import { type AnalyticsSettings, createAnalytics } from './analytics-loader.ts';
import { setPageViewSink } from './track-page-view.ts';

let settings: Promise<AnalyticsSettings> | null = null;

/** The installation's analytics provider (GET /api/config), asked once per page load (again after a failure). */
const loadSettings = (): Promise<AnalyticsSettings> => {
  settings ??= http
    .get<PublicConfigResponse>('/config', { withAuth: false, refreshOnUnauthorized: false })
    .then((config) => config.analytics);
  settings.catch(() => {
    settings = null;
  });
  return settings;
};

const analytics = createAnalytics({ loadSettings, setSink: setPageViewSink });

/** Whether this installation has an analytics provider, the one thing that needs consent (false when unknown). */
export function analyticsConfigured(): Promise<boolean> {
  return loadSettings().then(
    (current) => current !== null,
    () => false,
  );
}

/** The consent dialog's answer for the analytics category. */
export function setAnalyticsConsent(granted: boolean): void {
  void analytics.setConsent(granted);
}
