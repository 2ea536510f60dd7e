import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/create-app-apollo';
import { PageHeading } from '../../components/ui/page-heading';
import { LogoutDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { clearLoginInfo } from '../../session/login-info-store';
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

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const message =
      !logoutButton && reason === 'expired'
        ? intl.formatMessage(logoutMessages.expired)
        : intl.formatMessage(logoutMessages.loggedOut);
    void (async () => {
      try {
        await logout();
      } catch {
        // The local clean-up below still signs this browser out; the session ends by itself later.
      }
      clearLoginInfo();
      await clearApolloData(apollo).catch(() => undefined);
      notify(message, 'success');
      await navigate(pathOf('login'), { replace: true });
    })();
  }, [apollo, intl, logout, logoutButton, navigate, notify, reason]);

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(logoutMessages.title)}</PageHeading>
      <p>{intl.formatMessage(logoutMessages.inProgress)}</p>
    </div>
  );
}

export function LogoutPage() {
  return <LogoutView logoutButton={false} />;
}

export function LogoutButtonPage() {
  return <LogoutView logoutButton />;
}
