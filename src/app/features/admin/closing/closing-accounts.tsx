// 退会 (issue 24): the accounts waiting for deletion, the soonest first, below the account search.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AdminClosingAccountsDocument } from '../../../gql/graphql';
import { formatDateOnly, formatDateTime } from '../../../i18n/date-format';
import { adminAccountPath } from '../../../routes/page-rules';
import { AdminTable, CellLabel } from '../admin-table';
import { LoadFailed } from '../admin-page';
import { adminClosingMessages as m } from './messages';

export function ClosingAccounts() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(AdminClosingAccountsDocument, { fetchPolicy: 'network-only' });
  const accounts = data?.adminClosingAccounts;
  const [code, loginId, name, requestedAt, deletesAt] = [m.code, m.loginId, m.name, m.requestedAt, m.deletesAt].map((column) => intl.formatMessage(column)) as [string, string, string, string, string];
  return (
    <section aria-labelledby="admin-closing" className="admin-closing">
      <h2 id="admin-closing">{intl.formatMessage(m.heading)}</h2>
      <p>{intl.formatMessage(m.explanation)}</p>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      {accounts && accounts.length === 0 ? <p>{intl.formatMessage(m.empty)}</p> : null}
      {accounts && accounts.length > 0 ? (
        <AdminTable caption={intl.formatMessage(m.heading)} headers={[deletesAt, code, loginId, name, requestedAt]}>
          {accounts.map((account) => (
            <tr key={account.accountCode} role="row">
              <th scope="row" role="rowheader">
                <CellLabel text={deletesAt} />
                <span>{account.closingDeletesAt ? formatDateOnly(intl, account.closingDeletesAt) : null}</span>
              </th>
              <td role="cell">
                <CellLabel text={code} />
                <span>{account.accountCode}</span>
              </td>
              <td role="cell">
                <CellLabel text={loginId} />
                <span>
                  <Link to={adminAccountPath(account.accountCode)}>{account.loginId}</Link>
                </span>
              </td>
              <td role="cell">
                <CellLabel text={name} />
                <span>{account.name}</span>
              </td>
              <td role="cell">
                <CellLabel text={requestedAt} />
                <span>{account.closingRequestedAt ? formatDateTime(intl, account.closingRequestedAt) : null}</span>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
