import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloHandle, loadedApolloHandle, type ApolloHandle } from './apollo/apollo-handle';
import { dropOutdatedCache } from './apollo/persisted-cache-storage';
import { createPortalChannel } from './apollo/portal-channel';
import { AppProviders } from './app-providers';
import { loadPortalEnv, type PortalEnv } from './env/portal-env';
import { handEventsToReact } from './components/ui/early-events';
import { loadMessages, type MessageCatalog } from './i18n/load-messages';
import { documentLocale, resolveInitialLocale, syncLocaleCookie, type AppLocale } from './i18n/locale';
import { appRoutes, prerenderedRootAttribute, resolveLazyRoutes } from './routes/app-routes';
import { rendersWithoutApollo } from './routes/page-rules';
import { isLoginInfoExpired, readLoginInfo } from './session/login-info-store';

// The language the server sent this document in (Accept-Language, or the locale cookie), read before
// the UI sets <html lang> itself.
const serverLocale = documentLocale();

async function start(): Promise<void> {
  syncLocaleCookie();
  // A cache persisted by another release is never read, on any page (the client may load later).
  dropOutdatedCache();
  const locale = resolveInitialLocale(readLoginInfo()?.locale, serverLocale);
  const messages = loadMessages(locale).catch(() => ({}));
  // Mock mode (`npm run dev:mock`): the mocked schema runs in the page. A production build drops this
  // branch, and the dynamic imports with it, so no mock code is emitted there.
  if (import.meta.env.MODE === 'mock') {
    const mock = await import('./mocks/mock-browser');
    mock.applyUrlScenario();
    (await import('./mocks/mock-panel')).mountMockPanel();
    // Where an app's sign-in goes after a step: the mock's stand-in for the provider and the app.
    if ((await import('./mocks/mock-provider-page')).showMockProvider()) return;
    const { createAppApollo } = await import('./apollo/create-app-apollo');
    const apollo = loadedApolloHandle(createAppApollo({ terminatingLink: mock.createMockLink() }));
    return renderPortal(mock.mockPortalEnv, apollo, locale, await messages);
  }
  // Inlined by the server into index.html (no request), fetched from /env.json under the dev server.
  const env = await loadPortalEnv();
  const channel = createPortalChannel({ gatewayUrl: env.gatewayUrl });
  const apollo = createApolloHandle(channel, async () => {
    const { createAppApollo, restoreCache } = await import('./apollo/create-app-apollo');
    const loaded = createAppApollo({ channel });
    // The persisted cache is restored before a page reads it, but a slow storage never blocks it.
    await restoreCache(loaded);
    return loaded;
  });
  return renderPortal(env, apollo, locale, await messages);
}

async function renderPortal(env: PortalEnv, apollo: ApolloHandle, locale: AppLocale, messages: MessageCatalog): Promise<void> {
  const loginInfo = readLoginInfo();
  const signedIn = loginInfo !== null && !isLoginInfoExpired(loginInfo, Date.now());
  // A page that reads through Apollo Client has it (and the persisted cache) before its first render.
  if (!rendersWithoutApollo(window.location.pathname, signedIn)) await apollo.load().catch(() => undefined); // the layout tries again
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The gateway prerendered this page (server-entry.tsx): React takes over its HTML (hydration) when
  // the first render here is bound to be the same: the same page, in the same language, with no
  // router state (which would put a reason above the form). Otherwise it is drawn anew.
  const path = window.location.pathname;
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  const hydrate = root.getAttribute(prerenderedRootAttribute) === path && serverLocale === locale && routerState == null;
  // The page's own code first, so the very first render is the page (as on the server).
  if (hydrate) await resolveLazyRoutes(path);
  const router = createBrowserRouter(appRoutes, { basename: '/' });
  const tree = (
    <StrictMode>
      <AppProviders apollo={apollo} env={env} locale={locale} serverLocale={serverLocale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // From here React answers every submit and click (hydrating first, if need be).
  handEventsToReact();
  // The page is already on screen: hydrating it in a transition lets React yield to the browser
  // (input, paint) every few milliseconds instead of holding the main thread in one long task.
  if (hydrate) startTransition(() => void hydrateRoot(root, tree));
  else createRoot(root).render(tree);
}

void start();
