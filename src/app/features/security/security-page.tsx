// /security: the account's live sessions (end one, or every other) and its own activity, with
// 「心当たりがない」 on sign-ins and changes. The lists are read with 'no-cache': IP addresses and
// devices never reach the persisted Apollo cache.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/clear-apollo-data';
import { useStepUp } from '../../components/step-up/use-step-up';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { PageModal } from '../../components/ui/page-modal';
import { ActivityList } from '../../components/security/activity-list';
import { deviceLabel, formatWhen } from '../../components/security/describe';
import { SessionList } from '../../components/security/session-list';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import {
  ReportNotMeDocument,
  RevokeOtherSessionsDocument,
  RevokeSessionDocument,
  SecurityActivityDocument,
  SecuritySessionsDocument,
  type AccountEventFieldsFragment,
  type DeviceSessionFieldsFragment,
} from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { clearLoginInfo } from '../../session/login-info-store';
import { loginReasonState, notMeOutcomeOf } from '../../session/login-reason';
import { securityMessages as m } from './messages';
import { PasskeySection } from './passkey-section';
import { SecondFactorSection } from './second-factor-section';
import { ConnectedAppsSection } from './connected-apps-section';
import { DataExportSection } from './data-export-section';
import { ClosingSection } from './closing-section';

const pageSize = 20;

type Confirming = { kind: 'others' } | { kind: 'notMe'; event: AccountEventFieldsFragment; description: string } | null;

export function SecurityPage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const apollo = useAppApollo();
  const sessionsQuery = useQuery(SecuritySessionsDocument, { fetchPolicy: 'no-cache' });
  const activityQuery = useQuery(SecurityActivityDocument, { variables: { first: pageSize }, fetchPolicy: 'no-cache' });
  // 'no-cache' here too: the answers hold IP addresses and devices, never written to the cache.
  const [revokeSession] = useMutation(RevokeSessionDocument, { fetchPolicy: 'no-cache' });
  const [revokeOthers] = useMutation(RevokeOtherSessionsDocument, { fetchPolicy: 'no-cache' });
  const [reportNotMe] = useMutation(ReportNotMeDocument);

  const [sessionsOverride, setSessionsOverride] = useState<readonly DeviceSessionFieldsFragment[] | null>(null);
  const [morePages, setMorePages] = useState<{ events: AccountEventFieldsFragment[]; endCursor: string | null; hasNextPage: boolean } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // 「パスワードを使わない」 / 「パスワードを設定する」 change what the passkey dialogs ask for.
  const [factorsChanged, setFactorsChanged] = useState(0);
  const trigger = useRef<HTMLElement | null>(null);
  const sessionsHeading = useRef<HTMLHeadingElement>(null);

  const sessions = sessionsOverride ?? sessionsQuery.data?.viewer?.sessions ?? null;
  const firstPage = activityQuery.data?.viewer?.activity ?? null;
  const events = [...(firstPage?.nodes ?? []), ...(morePages?.events ?? [])];
  const pageInfo = morePages ?? (firstPage ? { endCursor: firstPage.pageInfo.endCursor, hasNextPage: firstPage.pageInfo.hasNextPage } : null);
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));

  const closeDialog = () => {
    setConfirming(null);
    // Back to the button that opened it.
    const back = trigger.current;
    requestAnimationFrame(() => back?.focus());
  };

  const onRevoke = async (session: DeviceSessionFieldsFragment, label: string) => {
    try {
      const { data } = await revokeSession({ variables: { id: session.id } });
      const payload = data?.revokeSession;
      if (payload?.error) return failed(formatUserError(intl, payload.error));
      if (payload?.sessions) setSessionsOverride(payload.sessions);
      setError(null);
      notify((i) => i.formatMessage(m.signedOutOne, { device: label }), 'success');
      // The button is gone with its row: the list's heading takes the focus.
      sessionsHeading.current?.focus();
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  const onRevokeOthers = async () => {
    setConfirming(null);
    try {
      const { data } = await revokeOthers();
      const payload = data?.revokeOtherSessions;
      if (payload?.error) return failed(formatUserError(intl, payload.error));
      if (payload?.sessions) setSessionsOverride(payload.sessions);
      setError(null);
      notify((i) => i.formatMessage(m.signedOutOthers, { count: payload?.revoked ?? 0 }), 'success');
      sessionsHeading.current?.focus();
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  // A report on an event from before this session signed in needs a fresh step-up (the service says
  // when): asked for here, then the same report goes on.
  const stepUp = useStepUp();
  const onNotMe = async (event: AccountEventFieldsFragment) => {
    setConfirming(null);
    try {
      const payload = await stepUp.guard(async () => (await reportNotMe({ variables: { input: { eventId: event.id } } })).data?.reportNotMe, (answer) => answer?.error);
      if (!payload?.ok) return failed(formatUserError(intl, payload?.error ?? { code: 'SERVICE_UNAVAILABLE' }));
      // Every session ended, this one too: the browser forgets it, as after a logout.
      clearLoginInfo();
      await clearApolloData(apollo).catch(() => undefined);
      // The reason stays on the login page until the user signs in again (not a passing notice).
      await navigate(pathOf('login'), { replace: true, state: loginReasonState({ kind: 'notMe', outcome: notMeOutcomeOf(payload) }) });
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  const loadMore = async () => {
    if (!pageInfo?.endCursor) return;
    try {
      const { data } = await client.query({ query: SecurityActivityDocument, variables: { first: pageSize, after: pageInfo.endCursor }, fetchPolicy: 'no-cache' });
      const page = data?.viewer?.activity;
      if (!page) return failed(formatUnexpectedError(intl));
      setMorePages((previous) => ({ events: [...(previous?.events ?? []), ...page.nodes], endCursor: page.pageInfo.endCursor, hasNextPage: page.pageInfo.hasNextPage }));
      // The first new event takes the focus, where the reader goes on.
      setFocusId(page.nodes[0]?.id ?? null);
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  const loadFailed = (sessionsQuery.error && !sessions) || (activityQuery.error && !firstPage);
  const others = sessions?.filter((s) => !s.current) ?? [];

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <p>{intl.formatMessage(m.intro)}</p>
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      {loadFailed ? (
        <>
          <FormError message={formatUnexpectedError(intl)} unavailable />
          <button
            type="button"
            className="button"
            onClick={() => {
              void sessionsQuery.refetch().catch(() => undefined);
              void activityQuery.refetch().catch(() => undefined);
            }}
          >
            {intl.formatMessage(m.retry)}
          </button>
        </>
      ) : null}

      <section aria-labelledby="security-sessions">
        <h2 id="security-sessions" ref={sessionsHeading} tabIndex={-1}>
          {intl.formatMessage(m.sessionsHeading)}
        </h2>
        {sessions ? (
          <>
            <SessionList
              sessions={sessions}
              action={(session, label) =>
                session.current ? null : (
                  <button type="button" className="button button--secondary" aria-label={intl.formatMessage(m.signOutLabel, { device: label })} onClick={() => void onRevoke(session, label)}>
                    {intl.formatMessage(m.signOut)}
                  </button>
                )
              }
            />
            {others.length > 0 ? (
              <button
                type="button"
                className="button button--danger"
                onClick={(event) => {
                  trigger.current = event.currentTarget;
                  setConfirming({ kind: 'others' });
                }}
              >
                {intl.formatMessage(m.signOutOthers)}
              </button>
            ) : (
              <p>{intl.formatMessage(m.onlyThisDevice)}</p>
            )}
          </>
        ) : null}
      </section>

      <PasskeySection factorsChanged={factorsChanged} />
      <SecondFactorSection onChanged={() => setFactorsChanged((n) => n + 1)} />

      <ConnectedAppsSection />
      <DataExportSection />

      <section aria-labelledby="security-activity">
        <h2 id="security-activity">{intl.formatMessage(m.activityHeading)}</h2>
        {firstPage ? (
          events.length === 0 ? (
            <p>{intl.formatMessage(m.activityEmpty)}</p>
          ) : (
            <ActivityList
              events={events}
              focusId={focusId}
              action={(event, description) =>
                event.canReportNotMe ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={intl.formatMessage(m.notMeLabel, { event: description, when: formatWhen(intl, event.lastAt), device: deviceLabel(intl, event.device) })}
                    onClick={(click) => {
                      trigger.current = click.currentTarget;
                      setConfirming({ kind: 'notMe', event, description });
                    }}
                  >
                    {intl.formatMessage(m.notMe)}
                  </button>
                ) : null
              }
            />
          )
        ) : null}
        {pageInfo?.hasNextPage ? (
          <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
            {intl.formatMessage(m.more)}
          </button>
        ) : null}
      </section>

      <ClosingSection />

      {confirming?.kind === 'others' ? (
        <PageModal title={intl.formatMessage(m.signOutOthersTitle)} description={intl.formatMessage(m.signOutOthersDescription)} onClose={closeDialog}>
          <div className="form-actions">
            {/* Cancel first: it takes the focus, so Enter never signs anyone out by accident. */}
            <button type="button" className="button button--secondary" onClick={closeDialog}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="button button--danger" onClick={() => void onRevokeOthers()}>
              {intl.formatMessage(m.signOutOthersConfirm)}
            </button>
          </div>
        </PageModal>
      ) : null}
      {confirming?.kind === 'notMe' ? (
        <PageModal title={intl.formatMessage(m.notMeTitle)} description={intl.formatMessage(m.notMeDescription)} onClose={closeDialog} role="alertdialog">
          <p className="security-confirm-subject">{confirming.description}</p>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={closeDialog}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="button button--danger" onClick={() => void onNotMe(confirming.event)}>
              {intl.formatMessage(m.notMeConfirm)}
            </button>
          </div>
        </PageModal>
      ) : null}
      {stepUp.dialog}
    </div>
  );
}
