import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/create-app-apollo';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { LogoutDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { clearLoginInfo } from '../../session/login-info-store';
import { removeResetToken } from '../../storage/reset-token-storage';
import { logoutMessages } from './messages';

interface LogoutPageProps {
  /** True when the user pressed the logout button (/logoutButton); false for other entries (/logout). */
  logoutButton: boolean;
}

/** Ends the session on the server, forgets everything kept in the browser, and returns to login. */
export function LogoutView({ logoutButton }: LogoutPageProps) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const apollo = useAppApollo();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  const [logout] = useMutation(LogoutDocument);
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(async () => {
    setFailure(null);
    const message =
      !logoutButton && reason === 'expired'
        ? intl.formatMessage(logoutMessages.expired)
        : intl.formatMessage(logoutMessages.loggedOut);
    try {
      const { data } = await logout();
      const error = data?.logout.error;
      // The server could not end the session: keep everything, say so, and offer to try again.
      if (!data?.logout.ok) return setFailure(error ? formatUserError(intl, error) : formatUnexpectedError(intl));
    } catch {
      return setFailure(formatUnexpectedError(intl));
    }
    clearLoginInfo();
    removeResetToken();
    await clearApolloData(apollo).catch(() => undefined);
    notify(message, 'success');
    await navigate(pathOf('login'), { replace: true });
  }, [apollo, intl, logout, logoutButton, navigate, notify, reason]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(logoutMessages.title)}</PageHeading>
      {failure === null ? <p>{intl.formatMessage(logoutMessages.inProgress)}</p> : null}
      <FormError message={failure} />
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
