import { certifications, educations, experiences } from '../../domain/cv/cv-rows.ts';
import type { FeatureContext, FeatureModule } from '../../platform/http/feature-module.ts';
import { createCertificationsService } from './certifications.service.ts';
import { type CvRoutesDeps, cvRoutes } from './cv.routes.ts';
import { createListsRepository } from './lists.repository.ts';
import { createListsService } from './lists.service.ts';
import { createSectionRepository } from './sections.repository.ts';
import { createSectionService } from './sections.service.ts';

/** The CV builder's services: each section over its own table, lists, and certificate files. */
const cvServices = ({ db, files, clock }: FeatureContext): CvRoutesDeps => ({
  experience: createSectionService({
    repo: createSectionRepository(db, experiences),
    clock,
    notFoundMessage: 'This experience does not exist or was deleted',
  }),
  education: createSectionService({
    repo: createSectionRepository(db, educations),
    clock,
    notFoundMessage: 'This education does not exist or was deleted',
  }),
  certifications: createCertificationsService({
    section: createSectionService({
      repo: createSectionRepository(db, certifications),
      clock,
      notFoundMessage: 'This certification does not exist or was deleted',
    }),
    files,
  }),
  lists: createListsService({ repo: createListsRepository(db), clock }),
});

/** The CV builder: experience, education, certifications, skills, languages. */
export const cvModule: FeatureModule = {
  name: 'cv',
  register: async (api, context) => {
    await api.register(cvRoutes, cvServices(context));
  },
};
