import { useContext, useRef, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatNotice, NotificationApiContext, NotificationListContext, type AppNotification } from '../../notifications/notification-context';
import { pageHeading } from './focus';
import { uiMessages } from './messages';

const focusableInDialog = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Where the focus goes back to after the last notice is closed: where it came from, if it can take it. */
function returnTarget(cameFrom: HTMLElement | null): HTMLElement | null {
  if (cameFrom?.isConnected && !cameFrom.closest('[inert]')) return cameFrom;
  // The page behind is inert under a modal: back into the modal, then.
  const dialog = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).find((d) => !d.closest('[inert]'));
  if (dialog) return dialog.querySelector<HTMLElement>(focusableInDialog) ?? dialog;
  return pageHeading();
}

/**
 * The notices at the top of the page: an error is an alert (role="alert", assertive: it says what went
 * wrong and stays until closed), success and info are read out politely (a live region that is always
 * there). Errors are shown above the rest. Pointing at them or focusing them holds
 * them (none leaves on its own meanwhile); 閉じる moves the focus to the next notice, or back to where
 * the user was, never to the page body.
 */
export function NotificationList() {
  const intl = useIntl();
  const items = useContext(NotificationListContext);
  const api = useContext(NotificationApiContext);
  const section = useRef<HTMLElement>(null);
  const closeButtons = useRef(new Map<number, HTMLButtonElement>());
  const cameFrom = useRef<HTMLElement | null>(null);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);
  const updateHold = () => api?.hold(pointerInside.current || focusInside.current);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !section.current?.contains(from)) cameFrom.current = from;
    focusInside.current = true;
    updateHold();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && section.current?.contains(to)) return;
    focusInside.current = false;
    updateHold();
  };

  // In the order they are shown: the errors above the rest.
  const errors = items.filter((item) => item.kind === 'error');
  const others = items.filter((item) => item.kind !== 'error');
  const shown = [...errors, ...others];

  const close = (id: number) => {
    const hadFocus = section.current?.contains(document.activeElement) ?? false;
    const index = shown.findIndex((item) => item.id === id);
    const left = shown.filter((item) => item.id !== id);
    api?.dismiss(id);
    // The last one gone: the pointer is over nothing of ours any more, even if it has not moved.
    if (left.length === 0) pointerInside.current = false;
    if (!hadFocus) return updateHold();
    const next = left[Math.min(index, left.length - 1)];
    const target = next ? closeButtons.current.get(next.id) : returnTarget(cameFrom.current);
    target?.focus();
  };

  const notice = (item: AppNotification, role?: 'alert') => (
    <div key={item.id} role={role} className={`notification notification--${item.kind}`}>
      <p className="notification-text">{formatNotice(intl, item.text)}</p>
      <button
        type="button"
        className="notification-close"
        ref={(button) => {
          if (button) closeButtons.current.set(item.id, button);
          else closeButtons.current.delete(item.id);
        }}
        onClick={() => close(item.id)}
      >
        {intl.formatMessage(uiMessages.close)}
      </button>
    </div>
  );

  return (
    <section
      ref={section}
      className="notifications"
      aria-label={intl.formatMessage(uiMessages.notifications)}
      onMouseEnter={() => {
        pointerInside.current = true;
        updateHold();
      }}
      onMouseLeave={() => {
        pointerInside.current = false;
        updateHold();
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="notifications-list">
        {/* Errors first, each its own alert (assertive: announced as it appears, and they stay until closed). */}
        <div className="notifications-group">{errors.map((item) => notice(item, 'alert'))}</div>
        {/* Success and info in a polite live region that is always there, so that each new one is read out. */}
        <div aria-live="polite" aria-atomic="false" className="notifications-group">
          {others.map((item) => notice(item))}
        </div>
      </div>
    </section>
  );
}
