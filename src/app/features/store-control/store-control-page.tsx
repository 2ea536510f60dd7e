import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/clear-apollo-data';
import { focusWhenUsable } from '../../components/ui/focus';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { PageModal } from '../../components/ui/page-modal';
import { usePortalEnv } from '../../env/portal-env-context';
import { useLocale } from '../../i18n/locale-provider';
import { defaultLocale, writeLocaleCookie } from '../../i18n/locale';
import { useNotify } from '../../notifications/notification-context';
import { clearLoginInfo, useLoginInfo } from '../../session/login-info-store';
import { useEndSession } from '../../session/use-end-session';
import { clearPortalStorage, listPortalStorage } from '../../storage/portal-storage';
import { storeControlMessages as m } from './messages';
import { CookieTable, StorageTable } from './store-control-tables';
import './store-control.css';

type ClearKind = 'cache' | 'all';

/**
 * /storeControl: what the portal keeps in this browser, and the means to clear it. Signed in or not.
 * Clearing everything while signed in also ends the session on the server first: on a shared
 * computer a browser that looks signed out must be signed out.
 */
export function StoreControlPage() {
  const intl = useIntl();
  const notify = useNotify();
  const apollo = useAppApollo();
  const { cookies } = usePortalEnv();
  const { setLocale } = useLocale();
  const signedIn = useLoginInfo() !== null;
  const endSession = useEndSession();
  const [entries, setEntries] = useState(listPortalStorage);
  const [confirming, setConfirming] = useState<ClearKind | null>(null);
  const [failure, setFailure] = useState<{ message: string; focusSignal: number } | null>(null);

  const refresh = useCallback(() => setEntries(listPortalStorage()), []);
  useEffect(() => {
    // Another tab, or the cache persisting itself, changes what there is to show.
    window.addEventListener('storage', refresh);
    const timer = window.setInterval(refresh, 2000);
    return () => {
      window.removeEventListener('storage', refresh);
      window.clearInterval(timer);
    };
  }, [refresh]);

  const clearButtons = useRef<Record<ClearKind, HTMLButtonElement | null>>({ cache: null, all: null });
  // Whatever closes the dialog, the main layout gives the focus back to the button that opened it.
  const close = () => setConfirming(null);

  const clear = async (kind: ClearKind) => {
    const endsSession = kind === 'all' && signedIn;
    // In the page's language when shown: clearing everything goes back to Japanese.
    const done = endsSession ? m.clearedLoggedOut : m.cleared;
    close();
    setFailure(null);
    if (kind === 'all') {
      // Signed in: the server ends the session first, or nothing is cleared. Signed out: a session
      // cookie the browser may still hold is ended as well, if the server can be reached.
      const ended = await endSession();
      if (!ended.ok && endsSession) {
        setFailure((previous) => ({ message: intl.formatMessage(m.clearAllFailed), focusSignal: (previous?.focusSignal ?? 0) + 1 }));
        return;
      }
    }
    await clearApolloData(apollo).catch(() => undefined);
    if (kind === 'all') {
      // As on a first visit: no login information (signed-in pages send to /login), no settings.
      clearLoginInfo();
      clearPortalStorage();
      writeLocaleCookie(null);
      setLocale(defaultLocale);
    }
    refresh();
    notify((i) => i.formatMessage(done), 'success');
    // The focus goes back to the button that was pressed, once the page is usable again (the layout
    // would otherwise give it to the page's heading if the end of the session re-rendered the page
    // before the button was back).
    focusWhenUsable(() => clearButtons.current[kind]);
  };

  return (
    <div className="page store-control">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <p>{intl.formatMessage(m.intro)}</p>

      <h2 className="section-heading">{intl.formatMessage(m.storageHeading)}</h2>
      <StorageTable entries={entries} />

      <h2 className="section-heading">{intl.formatMessage(m.cookiesHeading)}</h2>
      <p>{intl.formatMessage(m.cookiesIntro)}</p>
      <CookieTable cookies={cookies} />

      <h2 className="section-heading">{intl.formatMessage(m.clearHeading)}</h2>
      <FormError message={failure?.message ?? null} focusSignal={failure?.focusSignal ?? 0} unavailable />
      <div className="clear-actions">
        <div className="clear-action">
          <button type="button" className="button button--secondary" ref={(button) => void (clearButtons.current.cache = button)} onClick={() => setConfirming('cache')}>
            {intl.formatMessage(m.clearCache)}
          </button>
          <p className="field-hint">{intl.formatMessage(m.clearCacheHint)}</p>
        </div>
        <div className="clear-action">
          <button type="button" className="button button--danger" ref={(button) => void (clearButtons.current.all = button)} onClick={() => setConfirming('all')}>
            {intl.formatMessage(m.clearAll)}
          </button>
          <p className="field-hint">{intl.formatMessage(signedIn ? m.clearAllHintSignedIn : m.clearAllHint)}</p>
        </div>
      </div>

      {confirming ? (
        <PageModal
          title={intl.formatMessage(confirming === 'cache' ? m.confirmCacheTitle : m.confirmAllTitle)}
          description={intl.formatMessage(
            confirming === 'cache' ? m.clearCacheHint : signedIn ? m.confirmAllDescriptionSignedIn : m.confirmAllDescription,
          )}
          onClose={close}
        >
          <div className="form-actions">
            {/* Cancel first: it takes the focus when the dialog opens, so Enter never deletes by accident. */}
            <button type="button" className="button button--secondary" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="button button--danger" onClick={() => void clear(confirming)}>
              {intl.formatMessage(confirming === 'all' && signedIn ? m.confirmSignedIn : m.confirm)}
            </button>
          </div>
        </PageModal>
      ) : null}
    </div>
  );
}
