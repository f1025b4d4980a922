import type { ENDORSER_RELATIONSHIPS } from '@hirelane/contract/constants';

/**
 * Translation keys (common `relationship.*`)'s relationship enum, by its number:
 * `RELATIONSHIP_KEYS[3]` is "Colleague / Peer". Same order and length as ENDORSER_RELATIONSHIPS.
 */
export const RELATIONSHIP_KEYS = [
  'ceo',
  'directManager',
  'teamLead',
  'colleague',
  'hr',
  'recruiter',
  'mentor',
  'mentee',
  'businessPartner',
  'client',
  'vendor',
  'consultant',
  'professor',
  'academicAdvisor',
  'internshipSupervisor',
  'other',
] as const satisfies { length: (typeof ENDORSER_RELATIONSHIPS)['length'] };
export type RelationshipKey = (typeof RELATIONSHIP_KEYS)[number];

export type RelationshipOption = { value: string; label: string };

/** The key of relationship `value`, or `other` for a number outside the enum. */
export function relationshipKey(value: number): RelationshipKey {
  return RELATIONSHIP_KEYS[value] ?? 'other';
}

/** Select options for the 16 relationships: value is the enum number as text, label translated. */
export function relationshipOptions(label: (key: RelationshipKey) => string): RelationshipOption[] {
  return RELATIONSHIP_KEYS.map((key, value) => ({ value: String(value), label: label(key) }));
}
