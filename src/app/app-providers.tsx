import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AppApolloContext } from './apollo/app-apollo-context';
import type { AppApollo } from './apollo/create-app-apollo';
import { defaultPortalEnv, type PortalEnv } from './env/portal-env';
import { PortalEnvContext } from './env/portal-env-context';
import type { MessageCatalog } from './i18n/load-messages';
import { LocaleProvider } from './i18n/locale-provider';
import type { AppLocale } from './i18n/locale';
import { NotificationProvider } from './notifications/notification-provider';

export interface AppProvidersProps {
  apollo: AppApollo;
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
      <ApolloProvider client={apollo.client}>
        <LocaleProvider initialLocale={locale} initialMessages={messages} serverLocale={serverLocale}>
          <NotificationProvider>{children}</NotificationProvider>
        </LocaleProvider>
      </ApolloProvider>
    </AppApolloContext.Provider>
    </PortalEnvContext.Provider>
  );
}
