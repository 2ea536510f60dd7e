import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { uiMessages } from '../components/ui/messages';
import { AccountSettingsButton } from '../components/account-settings/account-settings-button';
import { pathOf } from '../routes/page-rules';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './messages';

export function AppHeader({ userName }: { userName: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="app-name">
          {intl.formatMessage(uiMessages.appName)}
        </Link>
        <div className="app-header-tools">
          {userName !== null ? (
            <nav className="app-header-account" aria-label={intl.formatMessage(layoutMessages.accountMenu)}>
              <span className="app-header-user">{intl.formatMessage(layoutMessages.userName, { name: userName })}</span>
              <AccountSettingsButton />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => navigate(pathOf('logoutButton'))}
              >
                {intl.formatMessage(layoutMessages.logout)}
              </button>
            </nav>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
