import { createContext, useContext } from 'react';
import type { IntlShape } from 'react-intl';

export type NotificationKind = 'info' | 'success' | 'error';

/**
 * A notice's words: how to write them, in whatever language the page is in when they are shown
 * (`(intl) => intl.formatMessage(…)`), so that a notice raised in one language and shown on a page in
 * another (logout to a /login in the browser's language, a language changed on /accountEdit, the
 * language switch) is never the one text in another language (issue 24, D2). The values are captured
 * when raised, so it survives the page that raised it. A plain string is for words that are no
 * catalog's (a server's).
 */
export type NoticeText = string | ((intl: IntlShape) => string);

export function formatNotice(intl: IntlShape, text: NoticeText): string {
  return typeof text === 'string' ? text : text(intl);
}

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  text: NoticeText;
}

export interface NotificationApi {
  /** Success and info notices leave after a while (unless held); errors stay until closed. */
  notify: (text: NoticeText, kind?: NotificationKind) => void;
  dismiss: (id: number) => void;
  /** While the pointer is over the notifications or the focus is in them, none leaves on its own. */
  hold: (held: boolean) => void;
}

export const NotificationApiContext = createContext<NotificationApi | null>(null);
export const NotificationListContext = createContext<readonly AppNotification[]>([]);

export function useNotify(): NotificationApi['notify'] {
  const api = useContext(NotificationApiContext);
  if (!api) throw new Error('useNotify needs a NotificationProvider');
  return api.notify;
}
