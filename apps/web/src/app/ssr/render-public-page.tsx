import '@mantine/core/styles.layer.css';
import type { Language } from '@hirelane/contract/constants';
import {
  type FormPageContent,
  type FormPageName,
  isFormPageName,
  type PublicPageContent,
  type PublicPageRequest,
  type RenderPublicPage,
} from '@hirelane/contract/public-page';
import type { PublicCv } from '@hirelane/contract/sharing';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { letterKeys } from '../../features/letters/api/letter-keys.ts';
import { publicCvKeys } from '../../features/public-cv/api/public-cv.ts';
import { fullName } from '../../shared/cv/cv-name.ts';
import { ApiError } from '../../shared/http/api-error.ts';
import { createI18nOptions } from '../../shared/i18n/i18n-options.ts';
import { NAMESPACES } from '../../shared/i18n/namespaces.ts';
import type { StaticPage } from '../../shared/ui/static-page.ts';
import { ServerPageProviders } from '../server-page-providers.tsx';
import { cssVariablesResolver, namedTheme } from '../theme.ts';
import { seedFormPageQueries } from './form-page-queries.ts';
import { FormPageView, formPageAddress } from './form-page-view.tsx';
import { languageHrefOf } from './language-href.ts';
import { PageRoutes, routePath } from './page-routes.tsx';
import { PublicHead, type PublicHeadProps } from './public-head.tsx';

/*
 * The server renderer of the pages a signed-out visitor opens: those read (a CV by link, a public
 * profile, a public letter, the legal texts, a reminder mail's unsubscribe link), rendered to HTML
 * once per request and never hydrated, and the form pages (sign-in, sign-up, a forgotten password,
 * the endorser's page), whose forms are plain HTML forms the server answers, enhanced by one small
 * module (app/form-pages/enhance.ts), never hydrated. The app's own page components throughout. Built by `vite build --ssr` into
 * apps/web/dist-ssr; the server loads it at start-up.
 */

// Every translation file, bundled: a page is rendered in one go, without loading anything.
const localeFiles = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [file, texts] of Object.entries(localeFiles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace) resources[language] = { ...resources[language], [namespace]: texts };
}

/** One i18next instance per request: concurrent requests in two languages never share one. */
const i18nFor = (language: Language): I18n => {
  const instance = i18next.createInstance();
  const { detection: _detection, backend: _backend, ...options } = createI18nOptions();
  void instance.use(initReactI18next).init({
    ...options,
    ns: [...NAMESPACES],
    lng: language,
    resources,
    initAsync: false,
  });
  return instance;
};

/** The query cache the page reads, filled with the server's answer (or why there is none). */
const seededQueries = (content: PublicPageContent): QueryClient => {
  // Nothing is fetched here: the answer is final (a failed query is not tried again on mount, which
  // would show the page's skeleton instead of its not-found state).
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retryOnMount: false } },
  });
  if (isFormPage(content)) {
    seedFormPageQueries(client, content);
    return client;
  }
  // The legal texts and the unsubscribe page read no server data.
  if (content.page === 'legal' || content.page === 'unsubscribe') return client;
  if ('problem' in content) {
    const queryKey =
      content.page === 'sharedCv'
        ? publicCvKeys.link('')
        : content.page === 'profile'
          ? publicCvKeys.profile('')
          : letterKeys.public('');
    const status = content.problem === 'expired' ? 410 : 404;
    const query = client.getQueryCache().build(client, { queryKey });
    query.setState({
      ...query.state,
      status: 'error',
      fetchStatus: 'idle',
      error: new ApiError({ status, message: content.problem }),
      errorUpdatedAt: 1,
    });
    return client;
  }
  if (content.page === 'sharedCv') client.setQueryData(publicCvKeys.link(content.id), content.data);
  if (content.page === 'profile') client.setQueryData(publicCvKeys.profile(content.handle), content.data);
  if (content.page === 'letter') client.setQueryData(letterKeys.public(content.id), content.data);
  return client;
};

/** A legal text's title and introduction (its sections are the page's). */
type LegalTexts = { title: string; intro: string };

const PREVIEW_LENGTH = 200;
const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : flat;
};

/** The person's name, and "name — headline" for a link preview. */
const personTitles = (cv: PublicCv, fallback: string) => {
  const name = fullName(cv) ?? fallback;
  return { name, previewTitle: cv.headline ? `${name} – ${cv.headline}` : name };
};

/** What the <head> says about the page: title, robots, link preview. */
const headOf = (request: PublicPageRequest, i18n: I18n): Omit<PublicHeadProps, 'request'> => {
  const { content } = request;
  const t = i18n.t.bind(i18n);
  if (isFormPage(content)) {
    // A form page is the way into the app, not content of its own: kept out of search results.
    return { title: `${t(FORM_PAGE_TITLES[content.page])} · Hirelane`, noindex: true, preview: null };
  }
  if (content.page === 'legal') {
    const { title, intro } = t(`legal:${content.document}`, { returnObjects: true }) as LegalTexts;
    return {
      title,
      noindex: false,
      preview: { title, description: shorten(intro), type: 'article', image: null },
    };
  }
  if (content.page === 'unsubscribe') {
    return { title: t('reminders:unsubscribe.documentTitle'), noindex: true, preview: null };
  }
  if ('problem' in content) {
    const title =
      content.page === 'letter'
        ? t('letters:public.notFoundTitle')
        : content.problem === 'expired'
          ? t('publicCv:states.expired.title')
          : content.page === 'sharedCv'
            ? t('publicCv:states.notFound.linkTitle')
            : t('publicCv:states.notFound.profileTitle');
    return { title, noindex: true, preview: null };
  }
  if (content.page === 'sharedCv') {
    const { cv } = content.data;
    const { name, previewTitle } = personTitles(cv, t('publicCv:cv.unnamed'));
    return {
      title: name,
      noindex: true,
      preview: {
        title: previewTitle,
        description: cv.headline ?? t('publicCv:preview.cv', { name }),
        type: 'profile',
        image: cv.contact.photoUrl,
      },
    };
  }
  if (content.page === 'profile') {
    const { cv, handle, bio } = content.data;
    const { name, previewTitle } = personTitles(cv, `@${handle}`);
    // The owner's choice: found by search engines (no noindex, a schema.org Person) or not.
    const { indexable } = content.data;
    return {
      title: name,
      noindex: !indexable,
      preview: {
        title: previewTitle,
        description: shorten(bio) || cv.headline || t('publicCv:preview.profile', { name }),
        type: 'profile',
        image: cv.contact.photoUrl,
      },
      person: indexable
        ? {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name,
            ...(cv.headline ? { jobTitle: cv.headline } : {}),
            ...(bio ? { description: bio } : {}),
            ...(cv.contact.photoUrl ? { image: cv.contact.photoUrl } : {}),
            url: request.canonicalUrl,
          }
        : null,
    };
  }
  const { title, senderName, company, contactName } = content.data;
  const recipient = [contactName, company].filter(Boolean).join(', ');
  const from = t('letters:public.from', { name: senderName });
  return {
    title,
    noindex: true,
    preview: {
      title,
      description: recipient ? `${from} · ${t('letters:public.to', { recipient })}` : from,
      type: 'article',
      image: null,
    },
  };
};

type Mantine = { theme: MantineThemeOverride; styles: string };

/**
 * The theme and its CSS variables, once per language: the variables are the same on every page,
 * and computing them (the contrast of every palette's colours) was a third of a page's rendering.
 */
const mantineByLanguage = new Map<Language, Mantine>();
const mantineFor = (language: Language, i18n: I18n): Mantine => {
  let mantine = mantineByLanguage.get(language);
  if (!mantine) {
    const theme = namedTheme({ close: i18n.t('controls.close'), clear: i18n.t('controls.clear') });
    const styles = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" />,
    );
    mantine = { theme, styles };
    mantineByLanguage.set(language, mantine);
  }
  return mantine;
};

/** What the server said about the page's own link or form (the unsubscribe page's). */
const answerOf = (content: PublicPageContent): StaticPage['answer'] => {
  if (content.page !== 'unsubscribe') return undefined;
  if ('problem' in content) return 'invalid';
  return content.done ? 'done' : undefined;
};

/** Pages with a print button, whose island is the only script they load. */
const isPrintable = (content: PublicPageContent): boolean =>
  !('problem' in content) && ['sharedCv', 'profile', 'letter'].includes(content.page);

const isFormPage = (content: PublicPageContent): content is FormPageContent => isFormPageName(content.page);

/** A form page's <title> (with the site's name), the heading its first step shows. */
const FORM_PAGE_TITLES = {
  login: 'auth:login.title',
  signup: 'auth:signup.title',
  forgotPassword: 'auth:forgotPassword.title',
  endorsement: 'endorsements:page.title',
} as const satisfies Record<FormPageName, string>;

/** Never in a page's HTML, whatever a caller put in the values typed: a password or an e-mailed code. */
const SECRET_FIELD = /password|code/i;
const withoutSecrets = <C extends FormPageContent>(content: C): C => ({
  ...content,
  form: {
    ...content.form,
    values: Object.fromEntries(
      Object.entries(content.form.values).filter(([name]) => !SECRET_FIELD.test(name)),
    ),
  },
});

/**
 * A form page: its HTML forms (a password or an e-mailed code never written back), and its one
 * enhancement module as a module script (external files only: no inline script). Its language
 * links lead to the page's own address (a provider's return shows the sign-in page, and must not
 * be opened again).
 */
const renderFormPage = (request: PublicPageRequest, formContent: FormPageContent): string => {
  const content = withoutSecrets(formContent);
  const i18n = i18nFor(request.language);
  const mantine = mantineFor(request.language, i18n);
  const queryClient = seededQueries(content);
  const staticPage: StaticPage = { languageHref: languageHrefOf(formPageAddress(content)) };
  const body = renderToString(
    <ServerPageProviders i18n={i18n} theme={mantine.theme} queryClient={queryClient} staticPage={staticPage}>
      <FormPageView content={content} />
    </ServerPageProviders>,
  );
  const head = renderToString(<PublicHead request={request} {...headOf(request, i18n)} />);
  const [entry, ...imports] = request.scripts;
  const scripts = renderToString(
    <>
      {imports.map((src) => (
        <link key={src} rel="modulepreload" href={src} />
      ))}
      {entry && <script type="module" src={entry} />}
    </>,
  );
  return `<!doctype html><html lang="${request.language}" data-mantine-color-scheme="light"><head>${head}${mantine.styles}${scripts}</head><body><div id="root">${body}</div></body></html>`;
};

/** The whole HTML document of one public page, in the visitor's language. */
export const renderPublicPage: RenderPublicPage = (request) => {
  const { content } = request;
  if (isFormPage(content)) return renderFormPage(request, content);
  const i18n = i18nFor(request.language);
  const mantine = mantineFor(request.language, i18n);
  const answer = answerOf(request.content);
  const staticPage: StaticPage = { languageHref: languageHrefOf(request.url), ...(answer ? { answer } : {}) };
  const body = renderToString(
    <ServerPageProviders
      i18n={i18n}
      theme={mantine.theme}
      queryClient={seededQueries(request.content)}
      staticPage={staticPage}
    >
      <StaticRouter location={routePath(content, request.url)}>
        <PageRoutes />
      </StaticRouter>
    </ServerPageProviders>,
  );
  const head = renderToString(<PublicHead request={request} {...headOf(request, i18n)} />);
  const scripts = isPrintable(request.content) ? request.scripts : [];
  const tail = scripts.map((src) => renderToString(<script src={src} defer />)).join('');
  return `<!doctype html><html lang="${request.language}" data-mantine-color-scheme="light"><head>${head}${mantine.styles}</head><body><div id="root">${body}</div>${tail}</body></html>`;
};
