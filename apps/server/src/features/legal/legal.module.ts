import type { LegalDocument } from '@hirelane/contract/public-page';
import type { FeatureModule } from '../../platform/http/feature-module.ts';

/** Each legal text's address (the web app's routes have the same). */
const LEGAL_PAGES: Readonly<Record<LegalDocument, string>> = {
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
};

/** The legal texts as server-rendered pages: the same for every visitor, no data behind them. */
export const legalModule: FeatureModule = {
  name: 'legal',
  register: async (_api, { pages }) => {
    for (const [document, path] of Object.entries(LEGAL_PAGES) as [LegalDocument, string][]) {
      pages.add({ path, page: 'legal', load: async () => ({ page: 'legal', document }) });
    }
  },
};
