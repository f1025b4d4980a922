import {
  type CvDesignsResponse,
  cvDesignSettings,
  cvDesignSettingsInput,
  cvDesignsResponse,
} from '@hirelane/contract/cv-design-schemas';
import {
  CV_ACCENTS,
  CV_DESIGN_IDS,
  CV_DESIGN_WORDS,
  CV_DESIGNS,
  CV_FONT_IDS,
  PAPER_SIZES,
} from '@hirelane/contract/cv-designs';
import type { DesignSettingsStore } from '../../domain/cv/design-settings.ts';
import type { Clock } from '../../platform/clock.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';

/** The designs on offer, named in the reader's language. */
const designList = (language: keyof typeof CV_DESIGN_WORDS): CvDesignsResponse => ({
  designs: CV_DESIGN_IDS.map((id) => ({
    id,
    ...CV_DESIGN_WORDS[language][id],
    columns: CV_DESIGNS[id].columns,
    defaults: CV_DESIGNS[id].defaults,
  })),
  accents: Object.entries(CV_ACCENTS).map(([id, color]) => ({ id: id as keyof typeof CV_ACCENTS, color })),
  fonts: [...CV_FONT_IDS],
  papers: [...PAPER_SIZES],
});

type Deps = { designs: DesignSettingsStore; clock: Clock };

/** The CV designs and the owner's choice of design, accent, font, paper and CV language. */
export const cvDesignRoutes = signedInRoutes((r, { designs, clock }: Deps) => {
  r.get('/cv/designs', answers(cvDesignsResponse, [401]), (request) => designList(requestLocale(request)));
  r.get('/cv/design', answers(cvDesignSettings, [401]), (request) => designs.get(request.userId));
  r.put('/cv/design', takes({ body: cvDesignSettingsInput }, cvDesignSettings, [400, 401]), (request) =>
    designs.save(request.userId, request.body, clock.now()),
  );
});
