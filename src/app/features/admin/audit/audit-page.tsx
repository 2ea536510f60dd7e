// /admin/audit: every administrative action, newest first, 50 at a time with a cursor; ?account=CODE
// keeps to one account (the account page links here so).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { formatQueryError } from '../../../errors/query-error';
import { usePortalForm } from '../../../forms/use-portal-form';
import { AdminAuditDocument } from '../../../gql/graphql';
import { pathOf } from '../../../routes/page-rules';
import { codePoints } from '../../../../shared/text';
import { AdminPage, LoadFailed } from '../admin-page';
import { adminMessages } from '../messages';
import { AuditTable } from './audit-table';
import type { AuditEntry } from './audit-words';
import { auditMessages as m } from './messages';

const pageSize = 50;
const accountCodeMaxLength = 32;

export function AuditPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const accountCode = (params.get('account') ?? '').trim();
  return (
    <AdminPage title={intl.formatMessage(m.title)}>
      <p>{intl.formatMessage(m.intro)}</p>
      <AuditFilter accountCode={accountCode} />
      <AuditEntries key={accountCode} accountCode={accountCode} />
    </AdminPage>
  );
}

function filterSchema(intl: IntlShape) {
  return z.object({
    account: z.string().check(z.refine((value) => codePoints(value.trim()) <= accountCodeMaxLength, { error: intl.formatMessage(adminMessages.tooLong, { max: accountCodeMaxLength }) })),
  });
}

function AuditFilter({ accountCode }: { accountCode: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const schema = useMemo(() => filterSchema(intl), [intl]);
  const values = useMemo(() => ({ account: accountCode }), [accountCode]);
  const { form, formError, submit } = usePortalForm<{ account: string }>({ schema, defaultValues: values, values });
  const onSubmit = submit(async ({ account }) => {
    const code = account.normalize('NFKC').trim();
    await navigate(code ? `${pathOf('adminAudit')}?${new URLSearchParams({ account: code }).toString()}` : pathOf('adminAudit'));
  });
  return (
    <form className="admin-filter" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError.message} focusSignal={formError.focusSignal} />
      <TextField
        label={intl.formatMessage(m.filterLabel)}
        registration={form.register('account')}
        error={form.formState.errors.account?.message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="form-actions">
        <button type="submit" className="button button--secondary">
          {intl.formatMessage(m.filterSubmit)}
        </button>
        {accountCode ? <Link to={pathOf('adminAudit')}>{intl.formatMessage(m.filterClear)}</Link> : null}
      </div>
    </form>
  );
}

interface More {
  entries: AuditEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
}

function AuditEntries({ accountCode }: { accountCode: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const variables = { accountCode: accountCode || null, first: pageSize };
  // 'no-cache': login IDs and addresses never reach the cache the browser keeps.
  const query = useQuery(AdminAuditDocument, { variables, fetchPolicy: 'no-cache' });
  const [more, setMore] = useState<More | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);

  const first = query.data?.adminAudit;
  if (!first) return query.error ? <LoadFailed error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} /> : null;
  const loaded: More = more ?? { entries: first.nodes, endCursor: first.pageInfo.endCursor, hasNextPage: first.pageInfo.hasNextPage };

  const loadMore = async () => {
    if (!loaded.endCursor) return;
    try {
      const { data } = await client.query({ query: AdminAuditDocument, variables: { ...variables, after: loaded.endCursor }, fetchPolicy: 'no-cache' });
      const page = data.adminAudit;
      setError(null);
      setMore({ entries: [...loaded.entries, ...page.nodes], endCursor: page.pageInfo.endCursor, hasNextPage: page.pageInfo.hasNextPage });
      setFocusId(page.nodes[0]?.id ?? null);
    } catch (failure) {
      setError((previous) => ({ message: formatQueryError(intl, failure), signal: (previous?.signal ?? 0) + 1 }));
    }
  };

  return (
    <section aria-labelledby="admin-audit-summary">
      <div role="status">
        {accountCode ? <p className="admin-summary">{intl.formatMessage(m.filtered, { accountCode })}</p> : null}
        <p id="admin-audit-summary" className="admin-summary">
          {loaded.entries.length === 0 ? intl.formatMessage(m.empty) : intl.formatMessage(m.shown, { count: loaded.entries.length })}
        </p>
      </div>
      {loaded.entries.length > 0 ? <AuditTable entries={loaded.entries} focusId={focusId} /> : null}
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      {loaded.hasNextPage && loaded.endCursor ? (
        <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
          {intl.formatMessage(adminMessages.more)}
        </button>
      ) : null}
    </section>
  );
}
