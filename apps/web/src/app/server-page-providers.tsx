import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type StaticPage, StaticPageContext } from '../shared/ui/static-page.ts';
import { cssVariablesResolver } from './theme.ts';

export type ServerPageProvidersProps = {
  i18n: I18n;
  theme: MantineThemeOverride;
  /** The page's data, as the server read it. */
  queryClient: QueryClient;
  /** The language links (`?lang=`): the server remembers the choice and renders the page again. */
  staticPage: StaticPage;
  children: ReactNode;
};

/**
 * Around every page the server renders, and around a form page as the browser hydrates it: light
 * scheme (the server cannot know the visitor's), with the CSS variables and global classes in the
 * page's <head>, written by the server.
 */
export function ServerPageProviders({
  i18n,
  theme,
  queryClient,
  staticPage,
  children,
}: ServerPageProvidersProps) {
  return (
    <StaticPageContext.Provider value={staticPage}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </StaticPageContext.Provider>
  );
}
