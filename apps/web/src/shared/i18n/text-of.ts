import { i18n } from './i18n.ts';
import type { Namespace } from './namespaces.ts';

/**
 * The text at `key` (dotted) of `namespace` in the current language, read outside React (a query's
 * error toast); undefined until that namespace has loaded.
 */
export function textOf(namespace: Namespace, key: string): string | undefined {
  const text: unknown = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, namespace, key);
  return typeof text === 'string' ? text : undefined;
}
