import type { LanguageSkill } from '@hirelane/contract/cv';
import {
  type BulkDataResponse,
  bulkDataInput,
  type ExtractionResponse,
  SCRIPT_WORDS_PER_MINUTE,
  type SelfIntroductionResponse,
  type selfIntroductionQuery,
} from '@hirelane/contract/cv-import';
import { linkKey } from '@hirelane/contract/link-address';
import { PROFILE_LINKS_MAX } from '@hirelane/contract/profile';
import type { z } from 'zod';
import type { PersonFactsRepository } from '../../domain/cv/person-facts.repository.ts';
import { type ChatModel, ChatModelError } from '../../platform/ai/chat-model.ts';
import type { Clock } from '../../platform/clock.ts';
import type { UnitOfWork } from '../../platform/db/unit-of-work.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { BulkDataRepository, BulkWrite } from './bulk-data.repository.ts';
import { cvFileOf, readingError } from './cv-file.ts';
import { readCvWithModel } from './model/model-cv-reader.ts';
import { type CvLayout, plainText } from './offline/layout.ts';
import { type CvFile, extrasOf, parseLayout, readLayout } from './offline/parse-cv.ts';
import { writeScriptWithModel } from './script/model-script.ts';
import { cvLanguageOf, writeOfflineScript } from './script/offline-script.ts';

/** Same limit as the CV builder's sections (sections.service.ts). */
const SECTION_MAX_ENTRIES = 100;
const MIN_TEXT_CHARACTERS = 20;

export type CvImportDeps = {
  bulk: BulkDataRepository;
  people: PersonFactsRepository;
  clock: Clock;
  /** The configured model, if any; without one the built-in parser and templates do the work. */
  model?: ChatModel | null | undefined;
  transaction: UnitOfWork['transaction'];
};

const MODEL_FALLBACK: Record<ChatModelError['reason'], string> = {
  timeout:
    'The AI reader took too long, so the built-in reader read your CV instead. Check the result carefully.',
  unavailable: 'The AI reader is not available right now, so the built-in reader read your CV instead.',
  invalid: 'The AI reader gave an answer we could not use, so the built-in reader read your CV instead.',
};

const SCRIPT_FALLBACK: Record<ChatModelError['reason'], string> = {
  timeout: 'The writing assistant took too long, so this script was written from templates.',
  unavailable: 'The writing assistant is not available right now, so this script was written from templates.',
  invalid:
    'The writing assistant gave an answer we could not use, so this script was written from templates.',
};

/** Items merged into a list: new ones appended, repeats (any case) left out. */
const merge = <T>(existing: T[], added: T[], key: (item: T) => string) => {
  const seen = new Set(existing.map((item) => key(item).toLowerCase()));
  const fresh = added.filter((item) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { items: [...existing, ...fresh], added: fresh.length };
};

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** CV import (file → extraction → reviewed bulk save) and the self-introduction script. */
export const createCvImportService = ({ bulk, people, clock, model, transaction }: CvImportDeps) => {
  const layoutOf = async (cvFile: CvFile): Promise<CvLayout> => {
    let layout: CvLayout;
    try {
      layout = await readLayout(cvFile);
    } catch (error) {
      throw readingError(error);
    }
    if (plainText(layout).replace(/\s/g, '').length < MIN_TEXT_CHARACTERS)
      throw new AppError(
        'NO_TEXT_FOUND',
        'We found no text in this file. If it is a scan, upload the original document or a PDF with text.',
      );
    return layout;
  };

  return {
    extract: async (file: UploadedFile): Promise<ExtractionResponse> => {
      const upload = cvFileOf(file);
      // An open format (JSON Resume, LinkedIn's export) is read as it is: no model, no guessing.
      if (upload.kind === 'sections')
        return { parsedJson: upload.sections.cv, engine: 'offline', notice: null, other: [], warnings: [] };
      const layout = await layoutOf(upload.file);
      if (model) {
        try {
          const parsedJson = await readCvWithModel(model, plainText(layout));
          return { parsedJson, engine: 'model', notice: null, ...extrasOf(layout, parsedJson) };
        } catch (error) {
          if (!(error instanceof ChatModelError)) throw error;
          const parsedJson = parseLayout(layout);
          return {
            parsedJson,
            engine: 'offline',
            notice: MODEL_FALLBACK[error.reason],
            ...extrasOf(layout, parsedJson),
          };
        }
      }
      const parsedJson = parseLayout(layout);
      return { parsedJson, engine: 'offline', notice: null, ...extrasOf(layout, parsedJson) };
    },

    saveBulk: async (userId: string, input: z.output<typeof bulkDataInput>): Promise<BulkDataResponse> => {
      const counts = await bulk.counts(userId);
      for (const key of ['experiences', 'educations', 'certifications'] as const) {
        if (counts[key] + input[key].length > SECTION_MAX_ENTRIES)
          throw badRequest(
            `Your CV can hold at most ${SECTION_MAX_ENTRIES} ${key}; untick some and save again`,
            {
              [key]: `At most ${SECTION_MAX_ENTRIES - counts[key]} more can be added`,
            },
          );
      }
      const lists = await bulk.lists(userId);
      const professional = merge(lists.professionalSkills, input.professional, (s) => s);
      const personal = merge(lists.personalSkills, input.personal, (s) => s);
      const languages = merge<LanguageSkill>(lists.languages, input.language, (l) => l.language);
      const listLimits = bulkDataInput.shape;
      const checked = {
        professional: listLimits.professional.safeParse(professional.items),
        personal: listLimits.personal.safeParse(personal.items),
        language: listLimits.language.safeParse(languages.items),
      };
      for (const [key, result] of Object.entries(checked))
        if (!result.success)
          throw badRequest(
            `${result.error.issues[0]?.message ?? 'Too many items'} (with what your CV already has)`,
            {
              [key]: result.error.issues[0]?.message ?? 'Too many items',
            },
          );

      const profile: BulkWrite['profile'] = {};
      const given = input.profile ?? {};
      if (given.phone) profile.phone = given.phone;
      if (given.email) profile.contactEmail = given.email;
      if (given.location) profile.location = given.location;
      if (given.headline) profile.headline = given.headline;
      if (given.summary) profile.summary = given.summary;
      if (given.links?.length) {
        const links = merge(await bulk.profileLinks(userId), given.links, (link) => linkKey(link.url));
        if (links.items.length > PROFILE_LINKS_MAX)
          throw badRequest(
            `Your profile can hold at most ${PROFILE_LINKS_MAX} links; untick some and save again`,
            {
              'profile.links': `At most ${PROFILE_LINKS_MAX} links in all`,
            },
          );
        if (links.added) profile.links = links.items;
      }

      // All or nothing: a failure anywhere leaves the CV as it was.
      await transaction(() =>
        bulk.write(
          userId,
          {
            experiences: input.experiences,
            educations: input.educations,
            certifications: input.certifications,
            lists: [
              ...(professional.added ? [{ kind: 'professional' as const, items: professional.items }] : []),
              ...(personal.added ? [{ kind: 'personal' as const, items: personal.items }] : []),
              ...(languages.added ? [{ kind: 'languages' as const, items: languages.items }] : []),
            ],
            profile,
          },
          clock.now(),
        ),
      );
      return {
        created: {
          experiences: input.experiences.length,
          educations: input.educations.length,
          certifications: input.certifications.length,
          professional: professional.added,
          personal: personal.added,
          language: languages.added,
          profile: Object.keys(profile).length > 0,
        },
      };
    },

    selfIntroduction: async (
      userId: string,
      query: z.output<typeof selfIntroductionQuery>,
    ): Promise<SelfIntroductionResponse> => {
      const person = await people.person(userId);
      const language = query.language ?? person.language;
      const cvLanguage = cvLanguageOf(person);
      const answer = (
        response: string,
        engine: 'offline' | 'model',
        notice: string | null,
        highlightsLeftOut = false,
      ) => ({
        response,
        engine,
        language,
        estimatedSeconds: Math.round((countWords(response) / SCRIPT_WORDS_PER_MINUTE) * 60),
        notice,
        cvLanguage,
        highlightsLeftOut,
      });
      const offline = (notice: string | null) => {
        const script = writeOfflineScript(person, language, query.variant, clock.now());
        return answer(script.text, 'offline', notice, script.highlightsLeftOut);
      };
      if (!model) return offline(null);
      try {
        return answer(
          await writeScriptWithModel(model, person, language, cvLanguage, clock.now()),
          'model',
          null,
        );
      } catch (error) {
        if (!(error instanceof ChatModelError)) throw error;
        return offline(SCRIPT_FALLBACK[error.reason]);
      }
    },
  };
};

export type CvImportService = ReturnType<typeof createCvImportService>;
