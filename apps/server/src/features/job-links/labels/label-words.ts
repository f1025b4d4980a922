/** The job fields a page's labels can name. */
export type LabelledField = 'position' | 'company' | 'location' | 'deadline' | 'salary';

/**
 * The labels job pages in one language put before a fact ("Arbeidsgiver", "Apply by"), lower
 * case, without the colon. One object per language (en.ts, no.ts) satisfies this type, so a field
 * missing in one language fails the type check.
 */
export type LabelWords = Record<LabelledField, readonly string[]>;
