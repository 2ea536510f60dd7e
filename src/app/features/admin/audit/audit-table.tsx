// The audit log as a table: when, who, what, to which account or registered app (a link), from where. Below md
// each row is laid out as a card (admin.css).
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { adminAccountPath, pathOf } from '../../../routes/page-rules';
import { AdminTable, CellLabel } from '../admin-table';
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
  return (
    <AdminTable caption={intl.formatMessage(m.caption)} headers={[at, actor, action, target, ip]}>
      {entries.map((entry) => (
        <tr key={entry.id} role="row" tabIndex={entry.id === focusId ? -1 : undefined} ref={entry.id === focusId ? (node) => node?.focus() : undefined}>
          <th scope="row" role="rowheader">
            <CellLabel text={at} />
            <span>
              <time dateTime={entry.at}>{formatAt(intl, entry.at)}</time>
            </span>
          </th>
          <td role="cell">
            <CellLabel text={actor} />
            <span>
              {entry.actor === 'ADMINISTRATOR' && entry.actorAccountCode ? (
                <Link to={adminAccountPath(entry.actorAccountCode)}>{entry.actorLoginId ?? entry.actorAccountCode}</Link>
              ) : (
                intl.formatMessage(m.operator)
              )}
            </span>
          </td>
          <td role="cell">
            <CellLabel text={action} />
            <span>{auditActionLabel(intl, entry)}</span>
          </td>
          <td role="cell">
            <CellLabel text={target} />
            {entry.targetAccountCode ? (
              <span>
                <Link to={adminAccountPath(entry.targetAccountCode)}>{entry.targetLoginId ?? entry.targetAccountCode}</Link>
                <span className="admin-subtext">{entry.targetAccountCode}</span>
              </span>
            ) : (
              // An action on a registered app: its name at the time, and its client id.
              <span>
                <Link to={pathOf('adminClients')}>{intl.formatMessage(m.clientTarget, { name: entry.targetClientName ?? '' })}</Link>
                <span className="admin-subtext">{entry.targetClientId}</span>
              </span>
            )}
          </td>
          <td role="cell">
            <CellLabel text={ip} />
            <span>{entry.ipAddress ?? intl.formatMessage(m.noIp)}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
