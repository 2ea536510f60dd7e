import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { clearFormDrafts } from '../../forms/form-drafts';
import { formatUnexpectedError, formatUserError, isUnavailableCode } from '../../errors/error-messages';
import { useNotify } from '../../notifications/notification-context';
import { loginPathWithReturn, safeReturnTo } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { useLoginInfo } from '../../session/login-info-store';
import { loginReasonState } from '../../session/login-reason';
import { useEndSession } from '../../session/use-end-session';
import { logoutMessages } from './messages';

interface LogoutPageProps {
  /** True when the user pressed the logout button (/logoutButton); false for other entries (/logout). */
  logoutButton: boolean;
}

/**
 * Ends the session on the server, forgets everything kept in the browser, and returns to login.
 * The portal's own ways here (the logout button, an ended session) act at once. A visit that starts
 * here (an address typed in, a link or a bookmark from elsewhere: the first location of this visit)
 * asks first, so that a link on another site cannot sign the user out.
 */
export function LogoutView({ logoutButton }: LogoutPageProps) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signedIn = useLoginInfo() !== null;
  const endSession = useEndSession();
  const fromOutside = location.key === 'default';
  const [confirmed, setConfirmed] = useState(!fromOutside);
  // The session ended by itself (not a choice of the user's): /login says so, and leads back.
  const sessionEnded = !logoutButton && !fromOutside && searchParams.get('reason') === 'expired';
  const returnTo = sessionEnded ? safeReturnTo(searchParams.get('returnTo')) : null;
  const started = useRef(false);
  const [failure, setFailure] = useState<{ message: string; unavailable: boolean } | null>(null);

  const run = useCallback(async () => {
    setFailure(null);
    const result = await endSession();
    // The server could not end the session: keep everything, say so, and offer to try again.
    if (!result.ok) {
      const { error } = result;
      return setFailure({
        message: error ? formatUserError(intl, error) : formatUnexpectedError(intl),
        unavailable: !error || isUnavailableCode(error.code),
      });
    }
    if (sessionEnded) {
      await navigate(returnTo ? loginPathWithReturn(returnTo) : pathOf('login'), {
        replace: true,
        state: loginReasonState({ kind: 'sessionEnded' }),
      });
      return;
    }
    // The user's own logout: unsaved input goes with the rest.
    clearFormDrafts();
    // Written in the language of the page it is shown on (/login), which may not be this one's.
    notify((i) => i.formatMessage(logoutMessages.loggedOut), 'success');
    await navigate(pathOf('login'), { replace: true });
  }, [endSession, intl, navigate, notify, returnTo, sessionEnded]);

  useEffect(() => {
    if (!confirmed || started.current) return;
    started.current = true;
    void run();
  }, [confirmed, run]);

  if (!confirmed) {
    return (
      <div className="page">
        <PageHeading>{intl.formatMessage(logoutMessages.confirmTitle)}</PageHeading>
        <p>{intl.formatMessage(signedIn ? logoutMessages.confirmBody : logoutMessages.confirmBodySignedOut)}</p>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setConfirmed(true)}>
            {intl.formatMessage(logoutMessages.confirm)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate(pathOf(signedIn ? 'topPage' : 'login'), { replace: true })}
          >
            {intl.formatMessage(logoutMessages.cancel)}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(logoutMessages.title)}</PageHeading>
      {failure === null ? <p>{intl.formatMessage(logoutMessages.inProgress)}</p> : null}
      <FormError message={failure?.message ?? null} unavailable={failure?.unavailable} />
      {failure !== null ? (
        <button type="button" className="button" onClick={() => void run()}>
          {intl.formatMessage(logoutMessages.retry)}
        </button>
      ) : null}
    </div>
  );
}

export function LogoutPage() {
  return <LogoutView logoutButton={false} />;
}

export function LogoutButtonPage() {
  return <LogoutView logoutButton />;
}
