import { getApolloContext } from '@apollo/client/react/context';
import { useMemo, type ReactNode } from 'react';
import type { ApolloHandle } from './apollo/apollo-handle';
import { AppApolloContext, useLoadedApollo } from './apollo/app-apollo-context';
import { defaultPortalEnv, type PortalEnv } from './env/portal-env';
import { PortalEnvContext } from './env/portal-env-context';
import type { MessageCatalog } from './i18n/load-messages';
import { LocaleProvider } from './i18n/locale-provider';
import type { AppLocale } from './i18n/locale';
import { NotificationProvider } from './notifications/notification-provider';

export interface AppProvidersProps {
  /** Apollo Client, loaded or to be loaded (apollo/apollo-handle.ts). */
  apollo: ApolloHandle;
  /** The run-time environment data (defaults when absent). */
  env?: PortalEnv;
  locale: AppLocale;
  /** The language the server chose for this visit (main.tsx reads it from `<html lang>`). */
  serverLocale?: AppLocale | null;
  messages: MessageCatalog;
  children: ReactNode;
}

/** Everything the pages rely on; the browser entry and the tests render through it alike. */
export function AppProviders({ apollo, env = defaultPortalEnv, locale, serverLocale = null, messages, children }: AppProvidersProps) {
  return (
    <PortalEnvContext.Provider value={env}>
    <AppApolloContext.Provider value={apollo}>
      <ApolloClientProvider>
        <LocaleProvider initialLocale={locale} initialMessages={messages} serverLocale={serverLocale}>
          <NotificationProvider>{children}</NotificationProvider>
        </LocaleProvider>
      </ApolloClientProvider>
    </AppApolloContext.Provider>
    </PortalEnvContext.Provider>
  );
}

/**
 * Apollo's own context, with the client once it is loaded. Apollo's ApolloProvider insists on a
 * client; its context element stays the same before and after, so nothing under it is remounted
 * when the client arrives.
 */
function ApolloClientProvider({ children }: { children: ReactNode }) {
  const apollo = useLoadedApollo();
  const ApolloContext = getApolloContext();
  const value = useMemo(() => (apollo ? { client: apollo.client } : {}), [apollo]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
