// The audit log as a table: when, who, what, to which account (a link to it), from where. Below md
// each row is laid out as a card (admin.css).
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { adminAccountPath } from '../../../routes/page-rules';
import { formatAt } from '../labels';
import { auditActionLabel, type AuditEntry } from './audit-words';
import { auditMessages as m } from './messages';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** The entry that takes the focus (the first of the page loaded last). */
  focusId: string | null;
}

export function AuditTable({ entries, focusId }: AuditTableProps) {
  const intl = useIntl();
  const [at, actor, action, target, ip] = [m.colAt, m.colActor, m.colAction, m.colTarget, m.colIp].map((column) => intl.formatMessage(column)) as [string, string, string, string, string];
  const label = (text: string) => (
    <span className="admin-cell-label" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <table className="admin-table" role="table">
      <caption>{intl.formatMessage(m.caption)}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {[at, actor, action, target, ip].map((text) => (
            <th key={text} scope="col" role="columnheader">
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {entries.map((entry) => (
          <tr key={entry.id} role="row" tabIndex={entry.id === focusId ? -1 : undefined} ref={entry.id === focusId ? (node) => node?.focus() : undefined}>
            <th scope="row" role="rowheader">
              {label(at)}
              <span>
                <time dateTime={entry.at}>{formatAt(intl, entry.at)}</time>
              </span>
            </th>
            <td role="cell">
              {label(actor)}
              <span>
                {entry.actor === 'ADMINISTRATOR' && entry.actorAccountCode ? (
                  <Link to={adminAccountPath(entry.actorAccountCode)}>{entry.actorLoginId ?? entry.actorAccountCode}</Link>
                ) : (
                  intl.formatMessage(m.operator)
                )}
              </span>
            </td>
            <td role="cell">
              {label(action)}
              <span>{auditActionLabel(intl, entry)}</span>
            </td>
            <td role="cell">
              {label(target)}
              <span>
                <Link to={adminAccountPath(entry.targetAccountCode)}>{entry.targetLoginId}</Link>
                <span className="admin-subtext">{entry.targetAccountCode}</span>
              </span>
            </td>
            <td role="cell">
              {label(ip)}
              <span>{entry.ipAddress ?? intl.formatMessage(m.noIp)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
