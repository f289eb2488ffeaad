import { mantineLayerOrder } from 'virtual:mantine-layer-order';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import {
  isServerRenderedPath,
  landingQuoteCount,
  type PublicPageData,
  type PublicPageRenderInput,
  type ServerRenderedPath,
} from '@portal/shared/public-pages';
import { parseThemeSettings } from '@portal/shared/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LandingLayout } from '@/components/layouts/landing-layout';
import { AuthFormOutcomeContext } from '@/features/accounts/auth-form-outcome';
import { SignInPage } from '@/features/accounts/components/sign-in-page';
import { SignUpPage } from '@/features/accounts/components/sign-up-page';
import { publicSettingsQueryOptions } from '@/features/landing/api/get-public-settings';
import { randomQuotesQueryOptions } from '@/features/landing/api/get-random-quotes';
import { statisticsQueryOptions } from '@/features/landing/api/get-statistics';
import { AboutPage } from '@/features/landing/components/about-page';
import { ContactPage } from '@/features/landing/components/contact-page';
import { EligibilityPage } from '@/features/landing/components/eligibility-page';
import { HomePage } from '@/features/landing/components/home-page';
import { PrivacyPage } from '@/features/landing/components/privacy-page';
import { TermsPage } from '@/features/landing/components/terms-page';
import { TourPage } from '@/features/landing/components/tour-page';
import { EligibilityOutcomeContext } from '@/features/landing/eligibility-outcome';
import { resultsQueryOptions } from '@/features/results/api/get-results';
import { ResultsPage } from '@/features/results/components/results-page';
import { currentSessionQueryOptions } from '@/features/sessions/api/get-current-session';
import { ServerRenderedContext } from '@/lib/server-rendered';
import { toMantineTheme } from '@/lib/theme/mantine-theme';
import { documentHtml } from './document-html';
import { serverI18n } from './server-i18n';

/**
 * Each page and the source file of its component: the server asks the build manifest for the CSS that file's
 * chunk needs, so the HTML links exactly the styles the single-page app would load for it.
 */
const pages: Record<ServerRenderedPath, { Component: ComponentType; source: string; layout?: 'auth' }> = {
  '/': { Component: TourPage, source: 'src/features/landing/components/tour-page.tsx' },
  '/home': { Component: HomePage, source: 'src/features/landing/components/home-page.tsx' },
  '/about': { Component: AboutPage, source: 'src/features/landing/components/about-page.tsx' },
  '/contact': { Component: ContactPage, source: 'src/features/landing/components/contact-page.tsx' },
  '/about/terms': { Component: TermsPage, source: 'src/features/landing/components/terms-page.tsx' },
  '/about/privacy': { Component: PrivacyPage, source: 'src/features/landing/components/privacy-page.tsx' },
  '/eligibility': { Component: EligibilityPage, source: 'src/features/landing/components/eligibility-page.tsx' },
  '/results': { Component: ResultsPage, source: 'src/features/results/components/results-page.tsx' },
  // Sign-in and sign-up in the app's sign-in layout, their forms posted to the server (decision 523).
  '/auth/sign-in': {
    Component: SignInPage,
    source: 'src/features/accounts/components/sign-in-page.tsx',
    layout: 'auth',
  },
  '/auth/sign-up': {
    Component: SignUpPage,
    source: 'src/features/accounts/components/sign-up-page.tsx',
    layout: 'auth',
  },
};

export function pageSource(path: string): string | undefined {
  return isServerRenderedPath(path) ? pages[path].source : undefined;
}

/** The query cache the page's hooks read, filled with what the server read, so nothing is fetched again. */
function seededQueryClient(data: PublicPageData): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(statisticsQueryOptions().queryKey, data.statistics);
  client.setQueryData(publicSettingsQueryOptions().queryKey, data.publicSettings);
  client.setQueryData(randomQuotesQueryOptions(landingQuoteCount).queryKey, data.quotes);
  client.setQueryData(currentSessionQueryOptions().queryKey, { session: data.currentSession, clockOffsetMs: 0 });
  client.setQueryData(resultsQueryOptions().queryKey, data.results);
  return client;
}

/**
 * What a theme adds to every page, as a stylesheet (decision 573): the order of Mantine's cascade layers, which must
 * come before any other stylesheet, then the theme's CSS variables and Mantine's global classes, exactly as
 * MantineProvider writes them into a page.
 */
export function themeStylesheet(theme: unknown): string {
  const settings = parseThemeSettings(theme);
  const markup = renderToString(
    <MantineProvider theme={toMantineTheme(settings)} forceColorScheme={settings.mode}>
      {null}
    </MantineProvider>,
  );
  const styles = [...markup.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g)];
  return [mantineLayerOrder, ...styles.map(([, css]) => css)].join('\n');
}

/** The whole HTML document of a public page, or null for a path that is not one. */
export function renderPublicPage(input: PublicPageRenderInput): string | null {
  const path = new URL(input.url, 'http://localhost').pathname;
  if (!isServerRenderedPath(path)) return null;
  const { Component, layout } = pages[path];
  const settings = parseThemeSettings(input.theme);
  const i18n = serverI18n(input.language);
  const page = (
    <EligibilityOutcomeContext.Provider value={input.eligibility}>
      <AuthFormOutcomeContext.Provider value={input.auth}>
        <Component />
      </AuthFormOutcomeContext.Provider>
    </EligibilityOutcomeContext.Provider>
  );
  const Layout = layout === 'auth' ? AuthLayout : LandingLayout;
  // The page's part alone goes into a page that already has the theme's variables and global classes; a page that
  // links the theme's stylesheet has them there.
  const partOnly = Boolean(input.partOnly);
  const themeInline = !partOnly && !input.themeStylesheet;
  const body = renderToString(
    <ServerRenderedContext.Provider value={true}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={seededQueryClient(input.data)}>
          <DirectionProvider initialDirection={settings.direction} detectDirection={false}>
            <MantineProvider
              theme={toMantineTheme(settings)}
              forceColorScheme={settings.mode}
              withCssVariables={themeInline}
              withGlobalClasses={themeInline}
            >
              <StaticRouter location={input.url}>
                <Routes>
                  {partOnly ? (
                    <Route path={path} element={page} />
                  ) : (
                    <Route element={<Layout />}>
                      <Route path={path} element={page} />
                    </Route>
                  )}
                </Routes>
              </StaticRouter>
            </MantineProvider>
          </DirectionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServerRenderedContext.Provider>,
  );
  if (partOnly) return body;
  const { language, assets, siteUrl, themeStylesheet: theme } = input;
  return documentHtml({ body, language, settings, t: i18n.t, assets, theme, path, siteUrl });
}
