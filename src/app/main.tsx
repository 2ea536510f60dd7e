import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppApollo, restoreCache, type AppApollo } from './apollo/create-app-apollo';
import { AppProviders } from './app-providers';
import { loadPortalEnv, type PortalEnv } from './env/portal-env';
import { loadMessages, type MessageCatalog } from './i18n/load-messages';
import { resolveInitialLocale, type AppLocale } from './i18n/locale';
import { appRoutes } from './routes/app-routes';
import { readLoginInfo } from './session/login-info-store';

async function start(): Promise<void> {
  const locale = resolveInitialLocale(readLoginInfo()?.locale);
  const messages = loadMessages(locale).catch(() => ({}));
  // Mock mode (`npm run dev:mock`): the mocked schema runs in the page. A production build drops this
  // branch, and the dynamic imports with it, so no mock code is emitted there.
  if (import.meta.env.MODE === 'mock') {
    const mock = await import('./mocks/mock-browser');
    mock.applyUrlScenario();
    (await import('./mocks/mock-panel')).mountMockPanel();
    const apollo = createAppApollo({ terminatingLink: mock.createMockLink() });
    return renderPortal(mock.mockPortalEnv, apollo, locale, await messages);
  }
  // Inlined by the server into index.html (no request), fetched from /env.json under the dev server.
  const env = await loadPortalEnv();
  const apollo = createAppApollo({ gatewayUrl: env.gatewayUrl });
  return renderPortal(env, apollo, locale, await messages);
}

async function renderPortal(env: PortalEnv, apollo: AppApollo, locale: AppLocale, messages: MessageCatalog): Promise<void> {
  // The persisted cache is restored before the first render, but a slow storage never blocks it.
  await restoreCache(apollo);
  const router = createBrowserRouter(appRoutes, { basename: '/' });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders apollo={apollo} env={env} locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
