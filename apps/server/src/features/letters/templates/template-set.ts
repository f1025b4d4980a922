import type { TemplateKind } from '@hirelane/contract/letters';

/** The kinds every language has a built-in template of. */
export type BuiltInKind = Exclude<TemplateKind, 'own'>;

/**
 * One language's built-in templates, one of each kind (templates/<language>.ts). Placeholders in
 * braces are filled from the profile, the CV and the chosen job (fill-template.ts); one the data
 * cannot fill stays visible as "[position]" so the writer sees what to complete. The role is the
 * job's ({position} at {company}), never the CV's headline. A fact says what it is, from the CV's
 * career facts: {yearsOfExperience} is the whole career ("in all"), {strongestExperience} the
 * longest job and {latestRole} the latest one, each with the years it was held. {adAsksFor} names
 * what the job's ad asks for and {adMatches} which of it the CV shows; a sentence with either is
 * left out when the job has no ad or the CV none of it.
 */
export type BuiltInTemplates = Record<BuiltInKind, { name: string; title: string; body: string }>;
