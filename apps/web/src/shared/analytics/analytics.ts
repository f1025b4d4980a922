import type { PublicConfigResponse } from '@hirelane/contract/public-config';
import { http } from '../http/http.ts';
import { createAnalytics } from './analytics-loader.ts';
import { setPageViewSink } from './track-page-view.ts';

const analytics = createAnalytics({
  loadSettings: async () =>
    (await http.get<PublicConfigResponse>('/config', { withAuth: false, refreshOnUnauthorized: false }))
      .analytics,
  setSink: setPageViewSink,
});

/** The consent dialog's answer for the analytics category. */
export function setAnalyticsConsent(granted: boolean): void {
  void analytics.setConsent(granted);
}
