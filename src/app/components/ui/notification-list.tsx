import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { NotificationApiContext, NotificationListContext } from '../../notifications/notification-context';
import { uiMessages } from './messages';

export function NotificationList() {
  const intl = useIntl();
  const items = useContext(NotificationListContext);
  const api = useContext(NotificationApiContext);
  return (
    <section className="notifications" aria-label={intl.formatMessage(uiMessages.notifications)}>
      <div aria-live="polite" aria-atomic="false" className="notifications-list">
        {items.map((item) => (
          <div key={item.id} className={`notification notification--${item.kind}`}>
            <p className="notification-text">{item.text}</p>
            <button type="button" className="notification-close" onClick={() => api?.dismiss(item.id)}>
              {intl.formatMessage(uiMessages.close)}
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
