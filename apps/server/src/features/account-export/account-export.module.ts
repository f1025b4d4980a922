import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createAccountExportRepository } from './account-export.repository.ts';
import { accountExportRoutes } from './account-export.routes.ts';
import { createAccountExportService } from './account-export.service.ts';

/** The zip of everything the account holds. */
export const accountExportModule: FeatureModule = {
  name: 'account-export',
  register: async (api, { db, files, clock }) => {
    await api.register(accountExportRoutes, {
      exports: createAccountExportService({ repo: createAccountExportRepository(db), files, clock }),
    });
  },
};
