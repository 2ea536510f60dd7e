// /admin/accounts/:accountCode: the account's details, what can be done to it now, its live sessions
// and its activity. A code no account has gets a not-found message and the way back to the list.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { SessionList } from '../../../components/security/session-list';
import { AdminAccountDocument, type AdminAccountDetailFieldsFragment } from '../../../gql/graphql';
import { pathOf } from '../../../routes/page-rules';
import { AdminPage, LoadFailed } from '../admin-page';
import { AccountActions } from './account-actions';
import { AccountActivity } from './account-activity';
import { AccountSummary } from './account-summary';
import { detailMessages as m } from './messages';

export function AccountDetailPage() {
  const intl = useIntl();
  const accountCode = useParams().accountCode ?? '';
  // 'no-cache': another person's details, sessions and addresses never reach the persisted cache.
  const query = useQuery(AdminAccountDocument, { variables: { accountCode }, fetchPolicy: 'no-cache' });
  // The account as the last action answered it, until the page reads it again.
  const [fresh, setFresh] = useState<{ code: string; detail: AdminAccountDetailFieldsFragment } | null>(null);
  // Each action is written to the activity: it is read again from its first page.
  const [activityVersion, setActivityVersion] = useState(0);

  const detail = fresh?.code === accountCode ? fresh.detail : query.data?.adminAccount;
  const back = (
    <p>
      <Link to={pathOf('adminAccounts')}>{intl.formatMessage(m.backToList)}</Link>
    </p>
  );

  let content = null;
  if (query.error && !detail) content = <LoadFailed error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  else if (query.data && !detail) {
    content = (
      <>
        <p role="status">{intl.formatMessage(m.notFound, { accountCode })}</p>
        {back}
      </>
    );
  } else if (detail) {
    content = (
      <>
        {detail.self ? <p className="admin-notice">{intl.formatMessage(m.self)}</p> : null}
        <section aria-labelledby="admin-details-heading">
          <h2 id="admin-details-heading">{intl.formatMessage(m.detailsHeading)}</h2>
          <AccountSummary detail={detail} />
        </section>
        <AccountActions
          detail={detail}
          onChanged={(changed) => {
            setFresh({ code: accountCode, detail: changed });
            setActivityVersion((version) => version + 1);
          }}
          onStale={() => {
            setFresh(null);
            void query.refetch().catch(() => undefined);
            setActivityVersion((version) => version + 1);
          }}
        />
        <section className="admin-section" aria-labelledby="admin-sessions-heading">
          <h2 id="admin-sessions-heading">{intl.formatMessage(m.sessionsHeading)}</h2>
          {detail.sessions.length > 0 ? <SessionList sessions={detail.sessions} /> : <p>{intl.formatMessage(m.noSessions)}</p>}
        </section>
        <AccountActivity key={`${accountCode}:${activityVersion}`} accountCode={accountCode} />
        <p>
          <Link to={`${pathOf('adminAudit')}?${new URLSearchParams({ account: detail.account.accountCode }).toString()}`}>
            {intl.formatMessage(m.auditLink)}
          </Link>
        </p>
        {back}
      </>
    );
  }
  return <AdminPage title={intl.formatMessage(m.title)}>{content}</AdminPage>;
}
