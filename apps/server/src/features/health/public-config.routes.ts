import { publicConfigResponse } from '@hirelane/contract/public-config';
import type { AnalyticsConfig } from '../../config.ts';
import { publicRoutes } from '../../platform/http/route-plugins.ts';

type Deps = { analytics: AnalyticsConfig; ai: boolean };

/** The installation's public settings: the analytics provider the consent dialog may load, and AI. */
export const publicConfigRoutes = publicRoutes((r, { analytics, ai }: Deps) => {
  r.get('/config', { schema: { response: { 200: publicConfigResponse } } }, async () => ({
    analytics,
    ai,
  }));
});
