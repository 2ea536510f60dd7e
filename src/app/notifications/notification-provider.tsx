import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  NotificationApiContext,
  NotificationListContext,
  type AppNotification,
  type NotificationApi,
  type NotificationKind,
} from './notification-context';

/** Notifications disappear on their own after this long. */
export const notificationTimeoutMs = 3000;

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<readonly AppNotification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (text: string, kind: NotificationKind = 'info') => {
      const id = nextId.current++;
      setItems((current) => [...current.filter((item) => item.text !== text), { id, kind, text }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), notificationTimeoutMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<NotificationApi>(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationApiContext.Provider value={api}>
      <NotificationListContext.Provider value={items}>{children}</NotificationListContext.Provider>
    </NotificationApiContext.Provider>
  );
}
