import { createContext, useContext } from 'react';

export type NotificationKind = 'info' | 'success' | 'error';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  /** Already-formatted text, so it survives the page that raised it. */
  text: string;
}

export interface NotificationApi {
  /** Success and info notices leave after a while (unless held); errors stay until closed. */
  notify: (text: string, kind?: NotificationKind) => void;
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
