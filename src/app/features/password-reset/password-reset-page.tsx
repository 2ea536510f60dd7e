import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoadedApollo, useUncachedQuery } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/clear-apollo-data';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { useHydrating } from '../../components/ui/use-hydrating';
import { formatUnexpectedError, formatUserError, type UserErrorLike } from '../../errors/error-messages';
import { PasswordResetTokenDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { clearLoginInfo } from '../../session/login-info-store';
import { passwordResetMessages } from './messages';
import { PasswordResetForm } from './password-reset-form';
import { readResetToken, removeResetToken, saveResetToken } from '../../storage/reset-token-storage';

const missingToken: UserErrorLike = { code: 'RESET_TOKEN_INVALID' };

/**
 * The page a reset or invitation mail links to. The token leaves the address bar at once (history,
 * bookmarks, screen shares) and lives in sessionStorage until the password is set.
 *
 * Prerendered (the server cannot know the link): the page arrives with the form for a reset link,
 * and the link's check runs as it comes alive, through the request channel (Apollo Client loads
 * with the submit). Meanwhile the form takes input; the check then names the account, retitles an
 * invitation, or puts the link's problem in the form's place.
 */
export function PasswordResetPage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const apollo = useLoadedApollo();
  // The server's render, and hydration's, know no token: what only the browser knows waits.
  const hydrating = useHydrating();
  const [searchParams] = useSearchParams();
  const urlToken = searchParams.get('token');
  // Held in state as well, so the page keeps working where sessionStorage is refused.
  const [token, setToken] = useState(() => urlToken ?? readResetToken());
  const [tokenError, setTokenError] = useState<UserErrorLike | null>(null);

  useEffect(() => {
    if (urlToken === null) return;
    saveResetToken(urlToken);
    setToken(urlToken);
    setTokenError(null);
    void navigate(pathOf('passwordReset'), { replace: true });
  }, [urlToken, navigate]);

  // Never cached: the token and the answer stay out of the persisted Apollo cache.
  const tokenCheck = useUncachedQuery(PasswordResetTokenDocument, { variables: { token: token ?? '' }, skip: !token });
  const info = tokenCheck.data?.passwordResetToken.info;
  const unusable = hydrating ? null : !token ? missingToken : (tokenError ?? tokenCheck.data?.passwordResetToken.error ?? null);

  // A link that cannot be used is worth nothing: forget it.
  useEffect(() => {
    if (unusable) removeResetToken();
  }, [unusable]);

  // Leaving the page forgets the link too (a reload keeps it: the page is not unmounted then).
  useEffect(() => () => removeResetToken(), []);

  const onDone = async () => {
    removeResetToken();
    // The server has ended every session, this browser's included.
    clearLoginInfo();
    await clearApolloData(apollo).catch(() => undefined);
    notify((i) => i.formatMessage(passwordResetMessages.done), 'success');
    await navigate(pathOf('login'), { replace: true });
  };

  const title =
    info?.purpose === 'INVITATION' && !unusable ? passwordResetMessages.invitationTitle : passwordResetMessages.resetTitle;

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(title)}</PageHeading>
      {unusable ? (
        <>
          <FormError message={formatUserError(intl, unusable)} />
          <p>
            <Link to={pathOf('passwordReissue')}>{intl.formatMessage(passwordResetMessages.toReissue)}</Link>
          </p>
        </>
      ) : tokenCheck.error ? (
        <>
          <FormError message={formatUnexpectedError(intl)} unavailable />
          <button type="button" className="button" onClick={tokenCheck.refetch}>
            {intl.formatMessage(passwordResetMessages.retry)}
          </button>
        </>
      ) : (
        <>
          <p>
            {intl.formatMessage(
              info?.purpose === 'INVITATION' ? passwordResetMessages.invitationExplanation : passwordResetMessages.resetExplanation,
            )}
          </p>
          <PasswordResetForm token={token} loginId={info?.loginId ?? null} onTokenError={setTokenError} onDone={onDone} />
        </>
      )}
    </div>
  );
}
