import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AppApolloContext } from './apollo/app-apollo-context';
import type { AppApollo } from './apollo/create-app-apollo';
import type { MessageCatalog } from './i18n/load-messages';
import { LocaleProvider } from './i18n/locale-provider';
import type { AppLocale } from './i18n/locale';
import { NotificationProvider } from './notifications/notification-provider';

export interface AppProvidersProps {
  apollo: AppApollo;
  locale: AppLocale;
  messages: MessageCatalog;
  children: ReactNode;
}

/** Everything the pages rely on; the browser entry and the tests render through it alike. */
export function AppProviders({ apollo, locale, messages, children }: AppProvidersProps) {
  return (
    <AppApolloContext.Provider value={apollo}>
      <ApolloProvider client={apollo.client}>
        <LocaleProvider initialLocale={locale} initialMessages={messages}>
          <NotificationProvider>{children}</NotificationProvider>
        </LocaleProvider>
      </ApolloProvider>
    </AppApolloContext.Provider>
  );
}
