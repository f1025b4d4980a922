import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { LeanI18n, TFunction } from './lean-i18next.ts';

/*
 * react-i18next's API as the form pages use it (useTranslation, I18nextProvider, initReactI18next),
 * on lean-i18next.ts, for the form pages' client build only (aliased for `react-i18next` there, see
 * vite.config.ts). Every text is there before the first render, so a page is never suspended for
 * one; a component shows its texts again when the language changes, as with react-i18next.
 */

type I18nContextValue = { i18n: LeanI18n; defaultNS?: string | readonly string[] | undefined };

const I18nContext = createContext<I18nContextValue | undefined>(undefined);
let globalI18n: LeanI18n | undefined;

/** The instance `useTranslation` reads without a provider (`i18n.use(initReactI18next)`). */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: LeanI18n) {
    globalI18n = instance;
  },
};

export type I18nextProviderProps = {
  i18n: LeanI18n;
  defaultNS?: string | readonly string[];
  children?: ReactNode;
};

export function I18nextProvider({ i18n, defaultNS, children }: I18nextProviderProps) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

type UseTranslationOptions = { i18n?: LeanI18n; lng?: string; useSuspense?: boolean };
type UseTranslationResponse = [TFunction, LeanI18n, boolean] & {
  t: TFunction;
  i18n: LeanI18n;
  ready: boolean;
};

export function useTranslation(
  namespace?: string | readonly string[],
  options: UseTranslationOptions = {},
): UseTranslationResponse {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context?.i18n ?? globalI18n;
  if (!i18n) throw new Error('useTranslation: no i18next instance (I18nextProvider or initReactI18next)');
  const wanted = namespace ?? context?.defaultNS ?? i18n.options.defaultNS;
  const first = (typeof wanted === 'string' ? wanted : wanted?.[0]) ?? 'translation';
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const rerender = () => setRevision((current) => current + 1);
    i18n.on('languageChanged', rerender);
    return () => {
      i18n.off('languageChanged', rerender);
    };
  }, [i18n]);
  const language = options.lng ?? i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` after each language change, as react-i18next's.
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first, revision]);
  const ready = i18n.isInitialized;
  const useSuspense = options.useSuspense ?? i18n.options.react.useSuspense ?? true;
  if (!ready && useSuspense) {
    throw new Promise<void>((resolve) => {
      i18n.on('initialized', () => resolve());
    });
  }
  const response = [t, i18n, ready] as UseTranslationResponse;
  response.t = t;
  response.i18n = i18n;
  response.ready = ready;
  return response;
}
