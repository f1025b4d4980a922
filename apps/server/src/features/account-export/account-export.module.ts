import { routesModule } from '../../platform/http/feature-module.ts';
import { createAccountExportRepository } from './account-export.repository.ts';
import { accountExportRoutes } from './account-export.routes.ts';
import { createAccountExportService } from './account-export.service.ts';

/** The zip of everything the account holds. */
export const accountExportModule = routesModule(
  'account-export',
  accountExportRoutes,
  ({ db, files, clock }) => ({
    exports: createAccountExportService({ repo: createAccountExportRepository(db), files, clock }),
  }),
);
