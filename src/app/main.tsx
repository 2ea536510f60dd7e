import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppApollo, restoreCache } from './apollo/create-app-apollo';
import { AppProviders } from './app-providers';
import { loadMessages } from './i18n/load-messages';
import { resolveInitialLocale } from './i18n/locale';
import { appRoutes } from './routes/app-routes';
import { readLoginInfo } from './session/login-info-store';

async function start(): Promise<void> {
  const apollo = createAppApollo();
  const locale = resolveInitialLocale(readLoginInfo()?.locale);
  // The persisted cache is restored before the first render, but a slow storage never blocks it.
  const [messages] = await Promise.all([loadMessages(locale).catch(() => ({})), restoreCache(apollo)]);
  const router = createBrowserRouter(appRoutes, { basename: '/' });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders apollo={apollo} locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
