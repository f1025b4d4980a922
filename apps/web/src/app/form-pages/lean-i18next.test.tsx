import { LANGUAGES, type Language } from '@hirelane/contract/constants';
import type {
  FormAnswer,
  FormError,
  FormPageContent,
  FormPageName,
  PublicPageRequest,
} from '@hirelane/contract/public-page';
import realI18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18nOptions } from '../../shared/i18n/i18n-options.ts';
import { renderPublicPage } from '../ssr/render-public-page.tsx';
import { namespacesOf } from './form-page-texts.ts';
import leanI18next from './lean-i18next.ts';

/*
 * The form pages' client build swaps i18next and react-i18next for lean-i18next.ts and
 * lean-react-i18next.tsx: every form page, at every step, with the errors the server answers, in
 * each language, must render byte for byte as with i18next (its hydration would otherwise not
 * match the server's HTML), and every text the pages read must come out the same.
 */

// Which implementation the app's imports of `i18next` and `react-i18next` get, switched per render.
const mode = vi.hoisted(() => ({ lean: false }));

vi.mock('i18next', async (importOriginal) => {
  const real = await importOriginal<typeof import('i18next')>();
  const lean = await import('./lean-i18next.ts');
  const pick = () => (mode.lean ? lean.default : real.default) as unknown as typeof real.default;
  return { ...real, default: { ...real.default, createInstance: () => pick().createInstance() } };
});

vi.mock('react-i18next', async (importOriginal) => {
  const real = await importOriginal<typeof import('react-i18next')>();
  const lean = await import('./lean-react-i18next.tsx');
  type Real = typeof real;
  return {
    ...real,
    // One of the two hooks, the same one throughout a render (the mode changes between renders only).
    useTranslation: ((...args: Parameters<Real['useTranslation']>) => {
      const useChosen = (mode.lean ? lean.useTranslation : real.useTranslation) as Real['useTranslation'];
      return useChosen(...args);
    }) as Real['useTranslation'],
    I18nextProvider: ((props: Parameters<Real['I18nextProvider']>[0]) =>
      mode.lean
        ? lean.I18nextProvider(props as unknown as Parameters<typeof lean.I18nextProvider>[0])
        : real.I18nextProvider(props)) as Real['I18nextProvider'],
    initReactI18next: {
      type: '3rdParty',
      init: (instance: I18n) =>
        mode.lean
          ? lean.initReactI18next.init(
              instance as unknown as Parameters<typeof lean.initReactI18next.init>[0],
            )
          : real.initReactI18next.init(instance),
    },
  };
});

const localeFiles = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const textsOf = (language: Language, namespace: string): Record<string, unknown> => {
  const texts = localeFiles[`../../../public/locales/${language}/${namespace}.json`];
  if (!texts) throw new Error(`No texts ${language}/${namespace}`);
  return texts;
};

const PAGES: FormPageName[] = ['login', 'signup', 'forgotPassword', 'endorsement'];

// ---- Every text, through both -------------------------------------------------------------------

/** Each key of nested texts (`a.b.c`), with a plural's base key (`textCount` of `textCount_one`). */
const keysOf = (texts: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object')
      return [path, ...keysOf(value as Record<string, unknown>, `${path}.`)];
    const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(path)?.[1];
    return base ? [path, base] : [path];
  });

/** The client's instance for a page, as hydrate-form-page.tsx initialises it. */
const clientInstance = (
  i18next: { createInstance: () => unknown },
  page: FormPageName,
  language: Language,
) => {
  const instance = i18next.createInstance() as I18n;
  const { detection: _detection, backend: _backend, ...options } = createI18nOptions();
  const namespaces = namespacesOf(page, language);
  void instance.init({
    ...options,
    lng: language,
    ns: namespaces,
    resources: { [language]: Object.fromEntries(namespaces.map((ns) => [ns, textsOf(language, ns)])) },
    initAsync: false,
  });
  return instance;
};

const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { count: 0, min: 50, max: 2000 },
  { count: 1, min: 50, max: 2000 },
  { count: 2 },
  { count: 21 },
  { name: 'Kari <b>Nordmann</b> & "co"', email: 'kari@example.test', provider: 'Google' },
  { name: undefined, email: '' },
  { index: 3, total: 6, endorser: 'Ola', requester: 'Kari', relationship: 'Colleague' },
  { defaultValue: 'Default {{name}}', name: 'Kari' },
  { returnObjects: true },
];

describe('lean i18next, text by text', () => {
  it('has nothing in the form pages’ texts it does not do: no nesting, no formats', () => {
    for (const language of LANGUAGES)
      for (const namespace of new Set(PAGES.flatMap((page) => namespacesOf(page, language)))) {
        const json = JSON.stringify(textsOf(language, namespace));
        expect(json, `${language}/${namespace}`).not.toMatch(/\$t\(|\{\{[^}]*,[^}]*\}\}/);
      }
  });

  it('answers t, exists, getResource and the language as i18next does, for every key and option', () => {
    let compared = 0;
    for (const page of PAGES)
      for (const language of LANGUAGES) {
        const real = clientInstance(realI18next, page, language);
        const lean = clientInstance(leanI18next, page, language);
        expect([lean.language, lean.resolvedLanguage, lean.languages]).toEqual([
          real.language,
          real.resolvedLanguage,
          real.languages,
        ]);
        for (const namespace of namespacesOf(page, language)) {
          const keys = [...keysOf(textsOf(language, namespace)), 'missing.key', 'no such key'];
          const realT = real.getFixedT(null, namespace) as unknown as (k: string, o?: object) => unknown;
          const leanT = lean.getFixedT(null, namespace) as unknown as (k: string, o?: object) => unknown;
          for (const key of keys) {
            for (const options of OPTION_SETS) {
              expect(
                leanT(key, options),
                `${language} ${namespace}:${key} ${JSON.stringify(options)}`,
              ).toEqual(realT(key, options));
              compared++;
            }
            const untyped = (instance: I18n) => instance.t as unknown as (k: string) => unknown;
            expect(untyped(lean)(`${namespace}:${key}`), key).toEqual(untyped(real)(`${namespace}:${key}`));
            expect(lean.exists(key, { ns: namespace }), key).toBe(real.exists(key, { ns: namespace }));
            expect(lean.getResource(language, namespace, key)).toEqual(
              real.getResource(language, namespace, key),
            );
          }
        }
      }
    expect(compared).toBeGreaterThan(1000);
  });

  it('takes texts added later (the cookie dialog’s) as i18next does', async () => {
    const real = clientInstance(realI18next, 'login', 'no');
    const lean = clientInstance(leanI18next, 'login', 'no');
    const consent = textsOf('no', 'consent');
    for (const instance of [real, lean]) {
      instance.addResourceBundle('no', 'consent', consent);
      await instance.loadNamespaces('consent');
    }
    expect(lean.hasResourceBundle('no', 'consent')).toBe(true);
    const realT = real.getFixedT('no', 'consent') as unknown as (k: string) => string;
    const leanT = lean.getFixedT('no', 'consent') as unknown as (k: string) => string;
    for (const key of keysOf(consent)) expect(leanT(key), key).toEqual(realT(key));
  });
});

// ---- Every page, through both -------------------------------------------------------------------

const google = { clientId: 'client', authorizeUrl: 'https://accounts.example/auth', scope: 'openid email' };
const providers = [
  { google, facebook: null },
  { google: null, facebook: null },
];

const ERRORS: FormError[] = [
  { status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password' },
  { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Verify your e-mail address first' },
  { status: 429, code: 'RATE_LIMITED', message: 'Too many attempts. Try again later.' },
  { status: 400, code: 'CODE_INVALID', message: 'The code is not right' },
  { status: 400, code: 'CODE_EXPIRED', message: 'The code has expired' },
  { status: 409, code: 'CONFLICT', message: 'An account with this e-mail exists' },
  { status: 500, code: 'INTERNAL', message: 'Something went wrong' },
  { status: 502, message: 'Bad gateway' },
  {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Check the form',
    fields: {
      email: 'Enter a valid e-mail address',
      password: 'Enter your password',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      country: 'Choose a country',
      agreedToPrivacyPolicy: 'You must agree',
      code: 'Enter the code',
      newPassword: 'Use at least 8 characters',
      endorserName: 'Enter your name',
      endorserTitle: 'Enter your title',
      relationship: 'Choose how you know each other',
      text: 'Write at least 50 characters',
      intent: 'This form cannot be sent from here',
    },
  },
];
const withErrors = <S extends string>(form: FormAnswer<S>): FormAnswer<S>[] => [
  form,
  ...ERRORS.map((error) => ({ ...form, error })),
];

const signupValues = {
  firstName: 'Kari <i>',
  lastName: 'Nordmann & co',
  email: 'kari@example.test',
  country: 'NO',
  agreedToPrivacyPolicy: 'on',
  consentedToMarketing: 'on',
};
const request = {
  requesterName: 'Kari Nordmann',
  requesterHeadline: 'Engineer',
  endorserName: 'Ola "Ole" Hansen',
  relationship: 1,
  message: 'Would you write a few words about our work together?',
};

const CONTENTS: [string, FormPageContent][] = [
  ...providers.flatMap((given) => [
    ...withErrors({ step: 'form' as const, values: { email: 'kari@example.test' } }).map(
      (form): [string, FormPageContent] => ['/login', { page: 'login', providers: given, form }],
    ),
    ['/login', { page: 'login', providers: given, form: { step: 'form', values: {} } }] as [
      string,
      FormPageContent,
    ],
    ...withErrors({ step: 'form' as const, values: signupValues }).map((form): [string, FormPageContent] => [
      '/signup',
      { page: 'signup', providers: given, form },
    ]),
    ...withErrors({ step: 'verify' as const, values: { email: 'kari@example.test' } }).map(
      (form): [string, FormPageContent] => ['/signup', { page: 'signup', providers: given, form }],
    ),
  ]),
  ...(['request', 'code', 'done'] as const).flatMap((step) =>
    withErrors({ step, values: step === 'request' ? {} : { email: 'kari@example.test' } }).map(
      (form): [string, FormPageContent] => ['/forgot-password', { page: 'forgotPassword', form }],
    ),
  ),
  ...(['form', 'confirmDecline', 'sent', 'declined'] as const).flatMap((step) =>
    withErrors({
      step,
      values:
        step === 'form'
          ? { endorserName: 'Ola', endorserTitle: 'Lead', relationship: '1', text: 'Kari is great.' }
          : {},
    }).map((form): [string, FormPageContent] => [
      '/endorsement/abc',
      { page: 'endorsement', id: 'abc', request: { data: request }, form },
    ]),
  ),
  ...(
    [
      { status: 404, code: 'NOT_FOUND', message: 'Not found' },
      { status: 410, code: 'ENDORSEMENT_SUBMITTED', message: 'Already written' },
      { status: 410, code: 'ENDORSEMENT_DECLINED', message: 'Declined' },
      { status: 410, code: 'ENDORSEMENT_WITHDRAWN', message: 'Withdrawn' },
    ] satisfies FormError[]
  ).map((error): [string, FormPageContent] => [
    '/endorsement/abc',
    { page: 'endorsement', id: 'abc', request: { error }, form: { step: 'form', values: {} } },
  ]),
];

const requestFor = (content: FormPageContent, url: string, language: Language): PublicPageRequest => ({
  content,
  language,
  url,
  canonicalUrl: `https://hirelane.example${url}`,
  origin: 'https://hirelane.example',
  styles: ['/public-assets/page.css'],
  scripts: ['/assets/form-page.js'],
});

const renderWith = (lean: boolean, request: PublicPageRequest): string => {
  mode.lean = lean;
  try {
    return renderPublicPage(request);
  } finally {
    mode.lean = false;
  }
};

describe('every form page with lean i18next', () => {
  it.each(LANGUAGES)('renders byte for byte as with i18next, at every step and error (%s)', (language) => {
    const seen = new Set<string>();
    for (const [url, content] of CONTENTS) {
      const request = requestFor(content, url, language);
      const real = renderWith(false, request);
      const lean = renderWith(true, request);
      expect(lean, `${language} ${url} ${JSON.stringify(content.form)}`).toBe(real);
      seen.add(`${content.page}:${content.form.step}`);
    }
    // Every step of every page was rendered.
    expect([...seen].sort()).toEqual(
      [
        'login:form',
        'signup:form',
        'signup:verify',
        'forgotPassword:request',
        'forgotPassword:code',
        'forgotPassword:done',
        'endorsement:form',
        'endorsement:confirmDecline',
        'endorsement:sent',
        'endorsement:declined',
      ].sort(),
    );
  });

  it('is what the mocks switch to (a lean render differs when its texts do)', () => {
    const request = requestFor(CONTENTS[0]?.[1] as FormPageContent, '/login', 'en');
    mode.lean = true;
    const instance = (realI18next as unknown as { createInstance: () => unknown }).createInstance();
    mode.lean = false;
    expect(instance).toBeInstanceOf(leanI18next.constructor);
    expect(renderWith(true, request)).toContain('Welcome back');
  });
});
