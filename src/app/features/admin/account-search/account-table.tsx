// The search's results: a real table (caption, column headers, each row headed by the account's
// name, which links to its page). Below md each row is laid out as a card (admin.css).
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AdminAccountRowFragment } from '../../../gql/graphql';
import { adminAccountPath } from '../../../routes/page-rules';
import { AccountBadges, LevelBadge } from '../account-badges';
import { AdminTable, CellLabel } from '../admin-table';
import { formatDay, roleLabel, statusLabel } from '../labels';
import { searchMessages as m } from './messages';

interface AccountTableProps {
  accounts: readonly AdminAccountRowFragment[];
  /** The account whose link takes the focus (the first of the page loaded last). */
  focusCode: string | null;
}

const columns = [m.colName, m.colAccountCode, m.colLoginId, m.colEmail, m.colRole, m.colStatus, m.colLevel, m.colCreated] as const;

export function AccountTable({ accounts, focusCode }: AccountTableProps) {
  const intl = useIntl();
  const [name, code, loginId, email, role, status, level, created] = columns.map((column) => intl.formatMessage(column)) as [string, string, string, string, string, string, string, string];
  return (
    <AdminTable caption={intl.formatMessage(m.caption)} headers={[name, code, loginId, email, role, status, level, created]}>
      {accounts.map((account) => (
        <tr key={account.accountCode} role="row">
          <th scope="row" role="rowheader">
            <CellLabel text={name} />
            <span>
              <Link
                to={adminAccountPath(account.accountCode)}
                ref={account.accountCode === focusCode ? (node) => node?.focus() : undefined}
              >
                {account.name}
              </Link>
              {account.nameKana ? <span className="admin-subtext">{account.nameKana}</span> : null}
            </span>
          </th>
          <td role="cell">
            <CellLabel text={code} />
            <span>{account.accountCode}</span>
          </td>
          <td role="cell">
            <CellLabel text={loginId} />
            <span>{account.loginId}</span>
          </td>
          <td role="cell">
            <CellLabel text={email} />
            <span>{account.email}</span>
          </td>
          <td role="cell">
            <CellLabel text={role} />
            <span>{roleLabel(intl, account.role)}</span>
          </td>
          <td role="cell">
            <CellLabel text={status} />
            <span>
              {statusLabel(intl, account.status)}
              <AccountBadges account={account} />
            </span>
          </td>
          <td role="cell">
            <CellLabel text={level} />
            <LevelBadge level={account.level} />
          </td>
          <td role="cell">
            <CellLabel text={created} />
            <span>
              <time dateTime={account.createdAt}>{formatDay(intl, account.createdAt)}</time>
            </span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
