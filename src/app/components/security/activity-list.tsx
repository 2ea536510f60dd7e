// An account's activity, newest first: what happened, when, from which device and address, and,
// where the owner may say so, 「心当たりがない」.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AccountEventFieldsFragment } from '../../gql/graphql';
import { describeEvent, deviceLabel, formatWhen } from './describe';
import { eventMessages } from './messages';
import './security.css';

interface ActivityListProps {
  events: readonly AccountEventFieldsFragment[];
  /** What to offer on an event (the owner's 「心当たりがない」, say). */
  action?: (event: AccountEventFieldsFragment, description: string) => ReactNode;
  /** The id of the first event of the page loaded last: it takes the focus (「さらに表示」). */
  focusId?: string | null;
}

export function ActivityList({ events, action, focusId }: ActivityListProps) {
  const intl = useIntl();
  return (
    <ol className="security-list">
      {events.map((event) => {
        const description = describeEvent(intl, event);
        const where = event.ipAddress ? intl.formatMessage(eventMessages.where, { device: deviceLabel(intl, event.device), ip: event.ipAddress }) : null;
        const focus = event.id === focusId;
        return (
          <li key={event.id} className="security-item" tabIndex={focus ? -1 : undefined} ref={focus ? (node) => node?.focus() : undefined}>
            <div className="security-item-main">
              <p className="security-item-title">
                <span>{description}</span>
                {event.notMeReported ? <span className="badge badge--warning">{intl.formatMessage(eventMessages.reported)}</span> : null}
              </p>
              <p className="security-item-detail">
                <time dateTime={event.lastAt}>{formatWhen(intl, event.lastAt)}</time>
              </p>
              {where ? <p className="security-item-detail">{where}</p> : null}
            </div>
            {action ? <div className="security-item-action">{action(event, description)}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
