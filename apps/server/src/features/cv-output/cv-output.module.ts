import { createCvOutput } from '../../domain/cv/cv-output.ts';
import { createDesignSettingsStore } from '../../domain/cv/design-settings.ts';
import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { cvDesignRoutes } from './cv-design.routes.ts';
import { cvPdfRoutes } from './cv-output.routes.ts';
import { createCvOutputService } from './cv-output.service.ts';

/** The CV as a PDF download. */
export const cvPdfModule: FeatureModule = {
  name: 'cv-output',
  register: async (api, { db, files }) => {
    const pdfs = createCvOutputService({ output: createCvOutput({ db, files }) });
    await api.register(cvPdfRoutes, { pdfs });
  },
};

/**
 * The CV designs on offer and the owner's choice of design, accent, font, paper and language. A
 * module of its own so the API reference lists the calls where it always has, after the public
 * profile's settings.
 */
export const cvDesignModule: FeatureModule = {
  name: 'cv-design',
  register: async (api, { db, clock }) => {
    await api.register(cvDesignRoutes, { designs: createDesignSettingsStore(db), clock });
  },
};
