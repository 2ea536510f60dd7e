// /admin/accounts: search by login ID, e-mail or account code (prefix) or name and reading (a part),
// filter by role and state, newest first, 50 at a time. A page the server stopped early
// (`complete: false`) says so and offers to go on from there.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/ui/form-error';
import { focusWhenUsable } from '../../../components/ui/focus';
import { formatQueryError } from '../../../errors/query-error';
import { AdminAccountSearchDocument, type AdminAccountRowFragment } from '../../../gql/graphql';
import { AdminPage, LoadFailed } from '../admin-page';
import { adminMessages } from '../messages';
import { AccountTable } from './account-table';
import { searchMessages as m } from './messages';
import { criteriaFrom, variablesOf, type SearchCriteria } from './search-criteria';
import { SearchForm } from './search-form';
import { ClosingAccounts } from '../closing/closing-accounts';

const pageSize = 50;

export function AccountSearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const criteria = criteriaFrom(params);
  return (
    <AdminPage title={intl.formatMessage(m.title)}>
      <SearchForm criteria={criteria} />
      {/* A new search starts from its first page. */}
      <SearchResults key={params.toString()} criteria={criteria} />
      <ClosingAccounts />
    </AdminPage>
  );
}

interface Loaded {
  accounts: AdminAccountRowFragment[];
  endCursor: string | null;
  hasNextPage: boolean;
  complete: boolean;
}

function SearchResults({ criteria }: { criteria: SearchCriteria }) {
  const intl = useIntl();
  const client = useApolloClient();
  const variables = { ...variablesOf(criteria), first: pageSize };
  // 'no-cache': other people's addresses and names never reach the cache the browser keeps.
  const query = useQuery(AdminAccountSearchDocument, { variables, fetchPolicy: 'no-cache' });
  const [more, setMore] = useState<Loaded | null>(null);
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const [moreError, setMoreError] = useState<{ message: string; signal: number } | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const first = query.data?.adminAccountSearch;
  if (!first) {
    return query.error ? <LoadFailed error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} /> : null;
  }
  const loaded: Loaded = more ?? { accounts: first.nodes, endCursor: first.pageInfo.endCursor, hasNextPage: first.pageInfo.hasNextPage, complete: first.complete };

  const loadMore = async () => {
    if (!loaded.endCursor) return;
    try {
      const { data } = await client.query({ query: AdminAccountSearchDocument, variables: { ...variables, after: loaded.endCursor }, fetchPolicy: 'no-cache' });
      const page = data.adminAccountSearch;
      setMoreError(null);
      setMore({ accounts: [...loaded.accounts, ...page.nodes], endCursor: page.pageInfo.endCursor, hasNextPage: page.pageInfo.hasNextPage, complete: page.complete });
      // The reader goes on at the first new account, or at the count when the page brought none.
      const firstNew = page.nodes[0]?.accountCode ?? null;
      setFocusCode(firstNew);
      if (!firstNew) focusWhenUsable(() => summary.current);
    } catch (error) {
      setMoreError((previous) => ({ message: formatQueryError(intl, error), signal: (previous?.signal ?? 0) + 1 }));
    }
  };

  const count = loaded.accounts.length;
  const goesOn = loaded.hasNextPage && loaded.endCursor !== null;
  return (
    <section aria-labelledby="admin-search-summary">
      {/* One live region: the count, and why the list stopped where it did. */}
      <div role="status">
        <p id="admin-search-summary" ref={summary} tabIndex={-1} className="admin-summary">
          {count === 0 && !loaded.complete ? intl.formatMessage(m.incompleteNone) : intl.formatMessage(m.shown, { count, more: goesOn ? 'yes' : 'no' })}
        </p>
        {count > 0 && !loaded.complete ? <p className="admin-notice">{intl.formatMessage(m.incomplete)}</p> : null}
      </div>
      {count > 0 ? <AccountTable accounts={loaded.accounts} focusCode={focusCode} /> : null}
      <FormError message={moreError?.message ?? null} focusSignal={moreError?.signal ?? 0} />
      {goesOn ? (
        <button type="button" className={loaded.complete ? 'button button--secondary' : 'button'} onClick={() => void loadMore()}>
          {intl.formatMessage(loaded.complete ? adminMessages.more : m.continue)}
        </button>
      ) : null}
    </section>
  );
}
