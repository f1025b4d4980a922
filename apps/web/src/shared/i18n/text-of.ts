import { i18n } from './i18n.ts';
import type { Namespace } from './namespaces.ts';

/**
 * The text at `key` (dotted) of `namespace` in the current language, read outside React (a query's
 * error toast), with `values` put in by i18next; undefined until that namespace has loaded.
 */
export function textOf(
  namespace: Namespace,
  key: string,
  values?: Record<string, string>,
): string | undefined {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const text: unknown = i18n.getResource(language, namespace, key);
  if (typeof text !== 'string') return undefined;
  return values ? i18n.services.interpolator.interpolate(text, values, language, {}) : text;
}
