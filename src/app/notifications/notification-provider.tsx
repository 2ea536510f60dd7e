import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  formatNotice,
  NotificationApiContext,
  NotificationListContext,
  type AppNotification,
  type NotificationApi,
  type NotificationKind,
  type NoticeText,
} from './notification-context';

/** Success and info notices disappear on their own after this long (the time runs only while not held). */
export const notificationTimeoutMs = 3000;

interface Countdown {
  remainingMs: number;
  startedAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Errors stay until the user closes them: they say what to do, and a message that vanishes while it
 * is being read (or before a screen reader reaches it) helps no one. Other notices leave after
 * notificationTimeoutMs, a time that stands still while the user points at or focuses them.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<readonly AppNotification[]>([]);
  const nextId = useRef(1);
  const countdowns = useRef(new Map<number, Countdown>());
  const held = useRef(false);
  // Read when a notice is raised (to tell a repeat), not a reason to make notify anew.
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;

  const dismiss = useCallback((id: number) => {
    clearTimeout(countdowns.current.get(id)?.timer);
    countdowns.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const run = useCallback(
    (id: number, countdown: Countdown) => {
      countdown.startedAt = Date.now();
      countdown.timer = setTimeout(() => dismiss(id), countdown.remainingMs);
    },
    [dismiss],
  );

  const notify = useCallback(
    (text: NoticeText, kind: NotificationKind = 'info') => {
      const id = nextId.current++;
      const words = formatNotice(intlRef.current, text);
      const same = (item: AppNotification) => formatNotice(intlRef.current, item.text) === words;
      setItems((current) => {
        // The same words again replace the older notice rather than stack up.
        for (const item of current) if (same(item)) dismissCountdown(countdowns.current, item.id);
        return [...current.filter((item) => !same(item)), { id, kind, text }];
      });
      if (kind === 'error') return;
      const countdown: Countdown = { remainingMs: notificationTimeoutMs, startedAt: Date.now() };
      countdowns.current.set(id, countdown);
      if (!held.current) run(id, countdown);
    },
    [run],
  );

  const hold = useCallback(
    (on: boolean) => {
      if (held.current === on) return;
      held.current = on;
      for (const [id, countdown] of countdowns.current) {
        if (on) {
          clearTimeout(countdown.timer);
          countdown.timer = undefined;
          countdown.remainingMs = Math.max(0, countdown.remainingMs - (Date.now() - countdown.startedAt));
        } else run(id, countdown);
      }
    },
    [run],
  );

  useEffect(() => {
    const pending = countdowns.current;
    return () => {
      for (const countdown of pending.values()) clearTimeout(countdown.timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<NotificationApi>(() => ({ notify, dismiss, hold }), [notify, dismiss, hold]);

  return (
    <NotificationApiContext.Provider value={api}>
      <NotificationListContext.Provider value={items}>{children}</NotificationListContext.Provider>
    </NotificationApiContext.Provider>
  );
}

function dismissCountdown(countdowns: Map<number, Countdown>, id: number): void {
  clearTimeout(countdowns.get(id)?.timer);
  countdowns.delete(id);
}
