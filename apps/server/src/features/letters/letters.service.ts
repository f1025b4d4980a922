import type { Language } from '@hirelane/contract/constants';
import { LETTER_TEMPLATES_MAX } from '@hirelane/contract/letter-limits';
import {
  type draftInput,
  type Letter,
  type LetterDraft,
  type LetterPage,
  type LetterTemplate,
  letterDraft,
  type letterInput,
  type letterPageQuery,
  type PublicLetter,
  type templateInput,
} from '@hirelane/contract/letters';
import type { z } from 'zod';
import { type ChatModel, ChatModelError } from '../../platform/ai/chat-model.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest, notFound, orNotFound } from '../../platform/http/app-error.ts';
import { ifMatchAllows, versionTag } from '../../platform/http/preconditions.ts';
import type { AdReader } from '../../platform/job-ad-reader.ts';
import { newId, randomToken } from '../../platform/security/random.ts';
import { writeLetterWithAi } from './ai-letter.ts';
import { type AdReading, fillTemplate, placeholderValues } from './fill-template.ts';
import type { JobFacts, LetterFactsRepository, SenderFacts } from './letter-facts.repository.ts';
import { letterFileName, renderLetterPdf } from './letter-pdf.ts';
import { presentLetter, presentTemplate, summariseLetter } from './letter-presenters.ts';
import { builtInTemplates } from './letter-templates.ts';
import type { LetterRecord, LettersRepository } from './letters.repository.ts';

/** 192 random bits: the public link cannot be guessed. */
const PUBLIC_ID_BYTES = 24;
const LETTER_NOT_FOUND = 'This letter does not exist or was deleted';
const PUBLIC_NOT_FOUND = 'This letter does not exist or is no longer shared';
const TEMPLATE_NOT_FOUND = 'This template does not exist or was deleted';
const LETTER_CHANGED =
  'This letter was saved in another tab or on another device since you opened it. Reload it to see that text, or save yours over it.';

/** Inputs as the route hands them over: parsed by the contract, defaults filled. */
type LetterFields = z.output<typeof letterInput>;
type DraftFields = z.output<typeof draftInput>;
type TemplateFields = z.output<typeof templateInput>;

/** A letter and the ETag of its saved version (sent back as If-Match, a save changes only that version). */
export type VersionedLetter = { letter: Letter; etag: string };

export type LettersServiceDeps = {
  repo: LettersRepository;
  facts: LetterFactsRepository;
  clock: Clock;
  publicUrl: URL;
  /** The configured model, if any: "Draft with AI" needs it. */
  model: ChatModel | null;
  /** What a job's ad asks for, as the job match reads it. */
  readAd: AdReader;
};

/** Application letters: writing, drafting from templates (or the model), sharing, and PDFs. */
export const createLettersService = ({
  repo,
  facts,
  clock,
  publicUrl,
  model,
  readAd,
}: LettersServiceDeps) => {
  /** What the job's ad asks for, and which of it the CV shows (the CV read by the same reader). */
  const readingOf = (job: JobFacts | undefined, sender: SenderFacts, language: Language): AdReading => {
    const asks = job?.description ? readAd(job.description, language) : [];
    if (asks.length === 0) return { asks, onCv: new Set() };
    const cv = [
      sender.headline,
      sender.summary,
      ...sender.professionalSkills,
      ...sender.experiences.flatMap((experience) => [experience.title, experience.description ?? '']),
    ].join('\n');
    return { asks, onCv: new Set(readAd(cv, language).map((requirement) => requirement.id)) };
  };

  /** The public letter behind a link, or 404 once the link is revoked or never was. */
  const findPublic = async (publicId: string) => {
    const found = await repo.findPublic(publicId);
    if (!found) throw notFound(PUBLIC_NOT_FOUND);
    return found;
  };
  const letterDownload = (letter: LetterRecord, data: Buffer) => ({
    data,
    fileName: letterFileName(letter),
    mimeType: 'application/pdf',
  });

  const present = (letter: LetterRecord) => presentLetter(letter, publicUrl);
  const summarise = (letter: LetterRecord) => summariseLetter(letter, publicUrl);

  const findOwn = (userId: string, id: string) => orNotFound(repo.find(userId, id), LETTER_NOT_FOUND);
  const versioned = (letter: LetterRecord): VersionedLetter => ({
    letter: present(letter),
    etag: versionTag(letter.version),
  });
  const changedElsewhere = () => new AppError('PRECONDITION_FAILED', LETTER_CHANGED);

  /** A letter may only point at the writer's own job. */
  const assertOwnJob = async (userId: string, jobId: string | null) => {
    if (jobId && !(await facts.job(userId, jobId)))
      throw badRequest('Choose a job from your board', { jobId: 'Choose a job from your board' });
  };

  const fieldsOf = ({ isPublic, ...fields }: LetterFields, publicId: string | null) => ({
    ...fields,
    // A public letter keeps its link; making it private ends the link for good.
    publicId: isPublic ? (publicId ?? randomToken(PUBLIC_ID_BYTES)) : null,
  });

  const findTemplate = async (userId: string, templateId: string) => {
    const builtIn = builtInTemplates().find((template) => template.templateId === templateId);
    if (builtIn) return builtIn;
    return presentTemplate(await orNotFound(repo.findTemplate(userId, templateId), TEMPLATE_NOT_FOUND));
  };

  const draftWithAi = async (input: Parameters<typeof writeLetterWithAi>[1]) => {
    if (!model)
      throw new AppError(
        'AI_UNAVAILABLE',
        'Drafting with AI is not set up here. Start from a template instead.',
      );
    try {
      return await writeLetterWithAi(model, input);
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      throw new AppError(
        'AI_FAILED',
        error.message,
        error.reason === 'timeout' ? { precisely: 'timedOut' } : {},
      );
    }
  };

  return {
    list: async (
      userId: string,
      { pageNumber, pageSize }: z.output<typeof letterPageQuery>,
    ): Promise<LetterPage> => {
      const { letters, total } = await repo.page(userId, (pageNumber - 1) * pageSize, pageSize);
      return {
        data: letters.map(summarise),
        hasNextPage: pageNumber * pageSize < total,
        hasPreviousPage: pageNumber > 1,
        pageNumber,
        pageSize,
        totalCount: total,
      };
    },

    get: async (userId: string, id: string): Promise<VersionedLetter> => versioned(await findOwn(userId, id)),

    create: async (userId: string, input: LetterFields): Promise<VersionedLetter> => {
      await assertOwnJob(userId, input.jobId);
      const id = newId();
      await repo.insert({ id, userId, now: clock.now(), ...fieldsOf(input, null) });
      return versioned(await findOwn(userId, id));
    },

    /**
     * Saves the whole letter. With `ifMatch` (the If-Match header), only over the version it names:
     * a letter saved elsewhere since answers 412 and keeps that text. Without it, the save always wins.
     */
    update: async (
      userId: string,
      id: string,
      input: LetterFields,
      ifMatch?: string,
    ): Promise<VersionedLetter> => {
      const existing = await findOwn(userId, id);
      if (!ifMatchAllows(ifMatch, versionTag(existing.version))) throw changedElsewhere();
      if (input.jobId !== existing.jobId) await assertOwnJob(userId, input.jobId);
      const conditional = ifMatch !== undefined && ifMatch.trim() !== '*';
      const onlyVersion = conditional ? existing.version : undefined;
      const fields = fieldsOf(input, existing.publicId);
      if (!(await repo.update(userId, id, fields, clock.now(), onlyVersion))) {
        // Saved (or deleted) elsewhere between the read and the write.
        await findOwn(userId, id);
        throw changedElsewhere();
      }
      return versioned(await findOwn(userId, id));
    },

    remove: async (userId: string, id: string) => {
      if (!(await repo.delete(userId, id))) throw notFound(LETTER_NOT_FOUND);
    },

    templates: async (userId: string): Promise<LetterTemplate[]> => [
      ...(await repo.listTemplates(userId)).map(presentTemplate),
      ...builtInTemplates(),
    ],

    saveTemplate: async (userId: string, input: TemplateFields): Promise<LetterTemplate> => {
      if ((await repo.countTemplates(userId)) >= LETTER_TEMPLATES_MAX)
        throw new AppError(
          'CONFLICT',
          `You can keep at most ${LETTER_TEMPLATES_MAX} templates. Delete one first.`,
        );
      const id = newId();
      await repo.insertTemplate({ id, userId, now: clock.now(), ...input });
      return presentTemplate(await orNotFound(repo.findTemplate(userId, id), TEMPLATE_NOT_FOUND));
    },

    deleteTemplate: async (userId: string, id: string) => {
      if (!(await repo.deleteTemplate(userId, id))) throw notFound(TEMPLATE_NOT_FOUND);
    },

    /** A first draft: the template filled from the profile, CV and job; the model tailors it on request. */
    draft: async (
      userId: string,
      { templateId, jobId, language, useAi }: DraftFields,
    ): Promise<LetterDraft> => {
      const template = await findTemplate(userId, templateId);
      const job = jobId ? await facts.job(userId, jobId) : undefined;
      if (jobId && !job)
        throw badRequest('Choose a job from your board', { jobId: 'Choose a job from your board' });
      // A job's tailored version of the CV, if it has one, is what the letter draws on.
      const sender = await facts.sender(userId, job?.id ?? null);
      const values = placeholderValues(sender, job, language, clock.now(), readingOf(job, sender, language));
      const filled = {
        title: fillTemplate(template.title, values, language),
        body: fillTemplate(template.body, values, language),
      };
      const written = useAi
        ? await draftWithAi({ draft: filled.body, sender, job, language, now: clock.now() })
        : filled;
      return letterDraft.parse({
        ...written,
        company: job?.company ?? '',
        contactName: job?.contactName ?? '',
        jobId: job?.id ?? null,
        language,
        engine: useAi ? 'ai' : 'template',
      });
    },

    pdf: async (userId: string, id: string) => {
      const letter = await findOwn(userId, id);
      const { firstName, lastName, email, phone, location } = await facts.sender(userId);
      const sender = { name: `${firstName} ${lastName}`.trim(), email, phone, location };
      return letterDownload(letter, await renderLetterPdf(letter, sender, clock.now()));
    },

    /** A public letter as a PDF: what its page shows (the sender's name, no contact details). */
    publicPdf: async (publicId: string) => {
      const { letter, senderName } = await findPublic(publicId);
      const sender = { name: senderName };
      return letterDownload(letter, await renderLetterPdf(letter, sender, new Date(letter.updatedAt)));
    },

    /** What anyone holding the link sees: the letter and its sender's name. */
    openPublic: async (publicId: string): Promise<PublicLetter> => {
      const { letter, senderName } = await findPublic(publicId);
      return {
        title: letter.title,
        senderName,
        company: letter.company,
        contactName: letter.contactName,
        body: letter.body,
        language: letter.language,
        updatedAt: letter.updatedAt,
      };
    },

    /** Whether "Draft with AI" can be offered. */
    aiAvailable: () => model !== null,
  };
};

export type LettersService = ReturnType<typeof createLettersService>;
