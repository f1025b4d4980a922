import { createCvOutput } from '../../domain/cv/cv-output.ts';
import { createDesignSettingsStore } from '../../domain/cv/design-settings.ts';
import { routesModule } from '../../platform/http/feature-module.ts';
import { cvDesignRoutes } from './cv-design.routes.ts';
import { cvPdfRoutes } from './cv-output.routes.ts';
import { createCvOutputService } from './cv-output.service.ts';

/** The CV as a PDF download. */
export const cvPdfModule = routesModule('cv-output', cvPdfRoutes, ({ db, files }) => ({
  pdfs: createCvOutputService({ output: createCvOutput({ db, files }) }),
}));

/**
 * The CV designs on offer and the owner's choice of design, accent, font, paper and language. A
 * module of its own so the API reference lists the calls where it always has, after the public
 * profile's settings.
 */
export const cvDesignModule = routesModule('cv-design', cvDesignRoutes, ({ db, clock }) => ({
  designs: createDesignSettingsStore(db),
  clock,
}));
