/** Translation files per language: public/locales/{lng}/{namespace}.json. */
export const NAMESPACES = [
  'common',
  'auth',
  'legal',
  'cv',
  'endorsements',
  'jobs',
  'sharing',
  'publicCv',
  'account',
  'consent',
  'errors',
  'letters',
  'videos',
  'calendar',
  'reminders',
  'extension',
  'cvDesign',
  'guides',
  'inbox',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
