// The live sessions of an account: each device, how and when it signed in, when it was last used,
// from where; 「この端末」 on this one, API tokens named as such.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceSessionFieldsFragment } from '../../gql/graphql';
import { deviceLabel, formatWhen, methodLabel } from './describe';
import { sessionMessages } from './messages';
import './security.css';

interface SessionListProps {
  sessions: readonly DeviceSessionFieldsFragment[];
  /** What to offer on a session (the owner's 「ログアウト」, say). */
  action?: (session: DeviceSessionFieldsFragment, label: string) => ReactNode;
}

export function SessionList({ sessions, action }: SessionListProps) {
  const intl = useIntl();
  return (
    <ul className="security-list">
      {sessions.map((session) => {
        const apiToken = session.kind === 'API_TOKEN';
        const label = deviceLabel(intl, session.device, apiToken);
        return (
          <li key={session.id} className="security-item">
            <div className="security-item-main">
              <p className="security-item-title">
                <span>{label}</span>
                {session.current ? <span className="badge badge--current">{intl.formatMessage(sessionMessages.thisDevice)}</span> : null}
                {apiToken ? <span className="badge">{intl.formatMessage(sessionMessages.apiToken)}</span> : null}
              </p>
              <p className="security-item-detail">
                {intl.formatMessage(sessionMessages.signedIn, { at: formatWhen(intl, session.signedInAt), method: methodLabel(intl, session.signInMethod) })}
              </p>
              <p className="security-item-detail">{intl.formatMessage(sessionMessages.lastUsed, { at: formatWhen(intl, session.lastUsedAt) })}</p>
              {session.ipAddress ? <p className="security-item-detail">{intl.formatMessage(sessionMessages.ipAddress, { ip: session.ipAddress })}</p> : null}
            </div>
            {action ? <div className="security-item-action">{action(session, label)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
