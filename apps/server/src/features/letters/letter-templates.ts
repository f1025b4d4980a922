import type { Language } from '@hirelane/contract/constants';
import { type LetterTemplate, templateKind } from '@hirelane/contract/letters';
import { en } from './templates/en.ts';
import { no } from './templates/no.ts';
import type { BuiltInKind, BuiltInTemplates } from './templates/template-set.ts';

const BUILT_IN: Record<Language, BuiltInTemplates> = { en, no };
const KINDS = templateKind.options.filter((kind): kind is BuiltInKind => kind !== 'own');

/** Built-in template ids are stable words ("classic-en"); the user's own are UUIDs. */
export const builtInTemplates = (): LetterTemplate[] =>
  (Object.keys(BUILT_IN) as Language[]).flatMap((language) =>
    KINDS.map((kind) => ({
      templateId: `${kind}-${language}`,
      name: BUILT_IN[language][kind].name,
      kind,
      language,
      title: BUILT_IN[language][kind].title,
      body: BUILT_IN[language][kind].body,
      builtIn: true,
    })),
  );
