// /notMe?token=…: the "this was not me" link of a new-device or passkey-added mail, signed in or not.
// Opening it only checks the link (mail scanners open links too); the confirmed button acts and says
// what it did (where the reset link went, an address given back, passkeys removed). The token leaves
// the address bar at once and is kept for this tab only, as on the password reset page.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/clear-apollo-data';
import { deviceLabel, formatWhen } from '../../components/security/describe';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { formatUnexpectedError, formatUserError, type UserErrorLike } from '../../errors/error-messages';
import { NotMeLinkDocument, ReportNotMeByLinkDocument } from '../../gql/graphql';
import { pathOf } from '../../routes/page-rules';
import { clearLoginInfo } from '../../session/login-info-store';
import { describeNotMeOutcome, notMeOutcomeOf, type NotMeOutcome } from '../../session/login-reason';
import { notMeTokens } from '../../storage/reset-token-storage';
import { notMeMessages as m } from './messages';

const missingToken: UserErrorLike = { code: 'NOT_ME_LINK_INVALID' };

export function NotMePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const apollo = useAppApollo();
  const [searchParams] = useSearchParams();
  const urlToken = searchParams.get('token');
  const [token, setToken] = useState(() => urlToken ?? notMeTokens.read());
  const [actionError, setActionError] = useState<{ message: string; signal: number } | null>(null);
  const [done, setDone] = useState<NotMeOutcome | null>(null);
  const [report, { loading: reporting }] = useMutation(ReportNotMeByLinkDocument);

  useEffect(() => {
    if (urlToken === null) return;
    notMeTokens.save(urlToken);
    setToken(urlToken);
    void navigate(pathOf('notMe'), { replace: true });
  }, [urlToken, navigate]);

  // 'no-cache': the token and the answer stay out of the persisted Apollo cache.
  const linkQuery = useQuery(NotMeLinkDocument, { variables: { token: token ?? '' }, skip: !token, fetchPolicy: 'no-cache' });
  const info = linkQuery.data?.notMeLink.info;
  const passkeyAdded = info?.kind === 'PASSKEY_ADDED';
  const unusable = !token ? missingToken : (linkQuery.data?.notMeLink.error ?? null);

  useEffect(() => {
    if (unusable || done !== null) notMeTokens.remove();
  }, [unusable, done]);
  useEffect(() => () => notMeTokens.remove(), []);

  const onConfirm = async () => {
    if (!token) return;
    try {
      const { data } = await report({ variables: { input: { token } } });
      const payload = data?.reportNotMeByLink;
      if (!payload?.ok) {
        setActionError((previous) => ({ message: formatUserError(intl, payload?.error ?? { code: 'SERVICE_UNAVAILABLE' }), signal: (previous?.signal ?? 0) + 1 }));
        return;
      }
      // Every session of the account has ended; if this browser was signed in, it is no longer.
      clearLoginInfo();
      await clearApolloData(apollo).catch(() => undefined);
      setDone(notMeOutcomeOf(payload));
    } catch {
      setActionError((previous) => ({ message: formatUnexpectedError(intl), signal: (previous?.signal ?? 0) + 1 }));
    }
  };

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      {done ? (
        <>
          <div role="status">
            <p>{intl.formatMessage(m.done)}</p>
            {describeNotMeOutcome(intl, done).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <p>
            <Link to={pathOf('login')}>{intl.formatMessage(m.toLogin)}</Link>
          </p>
        </>
      ) : unusable ? (
        <>
          <FormError message={formatUserError(intl, unusable)} />
          <p>
            <Link to={pathOf('passwordReissue')}>{intl.formatMessage(m.toReissue)}</Link>
          </p>
        </>
      ) : linkQuery.error ? (
        <>
          <FormError message={formatUnexpectedError(intl)} unavailable />
          <button type="button" className="button" onClick={() => void linkQuery.refetch().catch(() => undefined)}>
            {intl.formatMessage(m.retry)}
          </button>
        </>
      ) : info ? (
        <>
          <p>{intl.formatMessage(passkeyAdded ? m.explanationPasskey : m.explanation)}</p>
          <dl className="definition-list">
            <dt>{intl.formatMessage(passkeyAdded ? m.addedAt : m.signedInAt)}</dt>
            <dd>
              <time dateTime={info.signedInAt}>{formatWhen(intl, info.signedInAt)}</time>
            </dd>
            {passkeyAdded ? (
              <>
                <dt>{intl.formatMessage(m.passkeyName)}</dt>
                <dd>{info.passkeyName ?? ''}</dd>
              </>
            ) : null}
            <dt>{intl.formatMessage(m.device)}</dt>
            <dd>{deviceLabel(intl, info.device)}</dd>
          </dl>
          <p>{intl.formatMessage(m.consequences)}</p>
          <FormError message={actionError?.message ?? null} focusSignal={actionError?.signal ?? 0} />
          <div className="form-actions">
            <button type="button" className="button button--danger" disabled={reporting} onClick={() => void onConfirm()}>
              {intl.formatMessage(m.confirm)}
            </button>
          </div>
          <p>{intl.formatMessage(m.ifYou)}</p>
        </>
      ) : (
        <p>{intl.formatMessage(m.checking)}</p>
      )}
    </div>
  );
}
