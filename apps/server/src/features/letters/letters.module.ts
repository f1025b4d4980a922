import { letterParams, publicLetter } from '@hirelane/contract/letters';
import { type FeatureContext, type FeatureModule, routesModule } from '../../platform/http/feature-module.ts';
import { pageParams } from '../../platform/http/public-pages.ts';
import { createLetterFactsRepository } from './letter-facts.repository.ts';
import { createLettersRepository } from './letters.repository.ts';
import { lettersRoutes, publicLettersRoutes } from './letters.routes.ts';
import { createLettersService } from './letters.service.ts';

const lettersOf = ({ db, clock, config, model, jobAds }: FeatureContext) =>
  createLettersService({
    repo: createLettersRepository(db),
    facts: createLetterFactsRepository(db),
    clock,
    publicUrl: config.publicUrl,
    model,
    readAd: jobAds.read,
  });

/** Application letters, templates and drafts. */
export const lettersModule = routesModule('letters', lettersRoutes, (context) => ({
  letters: lettersOf(context),
}));

/**
 * A shared letter's public page. A module of its own so the API reference lists it where it always
 * has, after the CV import.
 */
export const publicLettersModule: FeatureModule = {
  name: 'public-letters',
  register: async (api, context) => {
    const letters = lettersOf(context);
    await api.register(publicLettersRoutes, { letters });
    // The same answer as the public API route, through its contract schema, as a whole page.
    context.pages.add({
      path: '/public-job-application/:id',
      page: 'letter',
      load: async (params) => {
        const { id } = pageParams(letterParams, params);
        return { page: 'letter', id, data: publicLetter.parse(await letters.openPublic(id)) };
      },
    });
  },
};
