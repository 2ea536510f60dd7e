// An account's activity as its owner sees it on /security (the same words), 20 at a time, newest
// first. Read with 'no-cache': addresses and devices never reach the cache the browser keeps.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ActivityList } from '../../../components/security/activity-list';
import { FormError } from '../../../components/ui/form-error';
import { formatQueryError } from '../../../errors/query-error';
import { AdminAccountActivityDocument, type AccountEventFieldsFragment } from '../../../gql/graphql';
import { LoadFailed } from '../admin-page';
import { adminMessages } from '../messages';
import { detailMessages as m } from './messages';

const pageSize = 20;

interface More {
  events: AccountEventFieldsFragment[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export function AccountActivity({ accountCode }: { accountCode: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const query = useQuery(AdminAccountActivityDocument, { variables: { accountCode, first: pageSize }, fetchPolicy: 'no-cache' });
  const [more, setMore] = useState<More | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);

  const firstPage = query.data?.adminAccount?.activity ?? null;
  const events = [...(firstPage?.nodes ?? []), ...(more?.events ?? [])];
  const pageInfo = more ?? (firstPage ? { endCursor: firstPage.pageInfo.endCursor, hasNextPage: firstPage.pageInfo.hasNextPage } : null);

  const loadMore = async () => {
    if (!pageInfo?.endCursor) return;
    try {
      const { data } = await client.query({ query: AdminAccountActivityDocument, variables: { accountCode, first: pageSize, after: pageInfo.endCursor }, fetchPolicy: 'no-cache' });
      const page = data.adminAccount?.activity;
      if (!page) return;
      setError(null);
      setMore((previous) => ({ events: [...(previous?.events ?? []), ...page.nodes], endCursor: page.pageInfo.endCursor, hasNextPage: page.pageInfo.hasNextPage }));
      setFocusId(page.nodes[0]?.id ?? null);
    } catch (failure) {
      setError((previous) => ({ message: formatQueryError(intl, failure), signal: (previous?.signal ?? 0) + 1 }));
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-activity-heading">
      <h2 id="admin-activity-heading">{intl.formatMessage(m.activityHeading)}</h2>
      {query.error && !firstPage ? <LoadFailed error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} /> : null}
      {firstPage ? events.length === 0 ? <p>{intl.formatMessage(m.activityEmpty)}</p> : <ActivityList events={events} focusId={focusId} /> : null}
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      {pageInfo?.hasNextPage ? (
        <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
          {intl.formatMessage(adminMessages.more)}
        </button>
      ) : null}
    </section>
  );
}
