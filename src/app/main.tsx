import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppApollo, restoreCache } from './apollo/create-app-apollo';
import { AppProviders } from './app-providers';
import { loadPortalEnv } from './env/portal-env';
import { loadMessages } from './i18n/load-messages';
import { resolveInitialLocale } from './i18n/locale';
import { appRoutes } from './routes/app-routes';
import { readLoginInfo } from './session/login-info-store';

async function start(): Promise<void> {
  const locale = resolveInitialLocale(readLoginInfo()?.locale);
  const messages = loadMessages(locale).catch(() => ({}));
  // Inlined by the server into index.html (no request), fetched from /env.json under the dev server.
  const env = await loadPortalEnv();
  const apollo = createAppApollo({ gatewayUrl: env.gatewayUrl });
  // The persisted cache is restored before the first render, but a slow storage never blocks it.
  await restoreCache(apollo);
  const router = createBrowserRouter(appRoutes, { basename: '/' });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders apollo={apollo} env={env} locale={locale} messages={await messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
