import { createPersonFactsRepository } from '../../domain/cv/person-facts.repository.ts';
import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createBulkDataRepository } from './bulk-data.repository.ts';
import { cvImportRoutes } from './cv-import.routes.ts';
import { createCvImportService } from './cv-import.service.ts';
import { createOwnCvRepository } from './own-cv.repository.ts';

/** Reading an existing CV into the builder, the JSON Resume export, and the self-introduction script. */
export const cvImportModule: FeatureModule = {
  name: 'cv-import',
  register: async (api, { db, units, clock, model }) => {
    const cvImport = createCvImportService({
      bulk: createBulkDataRepository(db),
      people: createPersonFactsRepository(db),
      clock,
      model,
      transaction: units.transaction,
    });
    await api.register(cvImportRoutes, { cvImport, ownCv: createOwnCvRepository(db) });
  },
};
