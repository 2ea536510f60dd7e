// The build's prerendering entry (scripts/vite-prerender.ts builds it for Node and calls it once per
// page and language): the same providers, routes and first render as main.tsx's hydration, to HTML.
// Nothing here runs in the browser or in the gateway; the gateway only sends the files it writes.
import { ApolloLink } from '@apollo/client/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApolloHandle } from './apollo/apollo-handle';
import { createPortalChannel } from './apollo/portal-channel';
import { AppProviders } from './app-providers';
import { uiMessages } from './components/ui/messages';
import { loadMessages } from './i18n/load-messages';
import { appLocales, defaultLocale, type AppLocale } from './i18n/locale';
import { appRoutes, resolveLazyRoutes } from './routes/app-routes';

export { earlyEventsScript } from './components/ui/early-events';
export { prerenderedPaths, prerenderedRootAttribute } from './routes/app-routes';
export const locales = appLocales;

export interface RenderedPage {
  /** What goes inside #root. */
  markup: string;
  /** The document's title, as the page's heading sets it once alive (PageHeading). */
  title: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** Renders a public page for a language, signed out, with the default environment data. */
export async function renderPage(path: string, locale: AppLocale): Promise<RenderedPage> {
  await resolveLazyRoutes(path);
  const messages = await loadMessages(locale);
  // A first render never talks to the gateway; a page that tried would fail the build here.
  const refuse = (): never => {
    throw new Error(`a prerendered page (${path}) must not send an operation, or load Apollo Client, while it renders`);
  };
  const apollo = createApolloHandle(createPortalChannel({ terminatingLink: new ApolloLink(refuse) }), refuse);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const markup = renderToString(
    <StrictMode>
      <AppProviders apollo={apollo} locale={locale} serverLocale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const heading = /<h1\b[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];
  if (heading === undefined) throw new Error(`the prerendered page ${path} has no heading`);
  const intl = createIntl({ locale, defaultLocale, messages, onError: () => undefined });
  const page = heading.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity]!);
  return { markup, title: intl.formatMessage(uiMessages.documentTitle, { page }) };
}
