import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { uiMessages } from '../components/ui/messages';
import { AccountSettingsButton } from '../components/account-settings/account-settings-button';
import { pathOf } from '../routes/page-rules';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './messages';

interface AppHeaderProps {
  /** The signed-in account's name; null when nobody is signed in. */
  userName: string | null;
  /** Administrators get the way into the admin console (「管理」). */
  isAdmin?: boolean;
}

export function AppHeader({ userName, isAdmin = false }: AppHeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  // On a phone the account's controls fold behind 「メニュー」, so the header keeps to one row;
  // from the sm breakpoint up they are shown as they are (the toggle is hidden there by CSS).
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  useEffect(() => setMenuOpen(false), [key]);
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="app-name">
          {intl.formatMessage(uiMessages.appName)}
        </Link>
        <div className="app-header-tools">
          {userName !== null ? (
            <button
              type="button"
              ref={menuToggle}
              className="button button--secondary app-header-menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {intl.formatMessage(layoutMessages.menu)}
            </button>
          ) : null}
          {userName !== null ? (
            <nav
              id={menuId}
              className={menuOpen ? 'app-header-account app-header-account--open' : 'app-header-account'}
              aria-label={intl.formatMessage(layoutMessages.accountMenu)}
              onKeyDown={(event) => {
                // Esc folds the open menu back, as a disclosure on a phone is expected to.
                if (event.key !== 'Escape' || !menuOpen) return;
                setMenuOpen(false);
                menuToggle.current?.focus();
              }}
            >
              <span className="app-header-user">{intl.formatMessage(layoutMessages.userName, { name: userName })}</span>
              <AccountSettingsButton />
              <Link to={pathOf('security')} className="button button--secondary">
                {intl.formatMessage(layoutMessages.security)}
              </Link>
              {isAdmin ? (
                <Link to={pathOf('adminAccounts')} className="button button--secondary">
                  {intl.formatMessage(layoutMessages.admin)}
                </Link>
              ) : null}
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
