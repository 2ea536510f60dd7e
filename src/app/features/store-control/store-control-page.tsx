import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/create-app-apollo';
import { PageHeading } from '../../components/ui/page-heading';
import { PageModal } from '../../components/ui/page-modal';
import { usePortalEnv } from '../../env/portal-env-context';
import { useLocale } from '../../i18n/locale-provider';
import { defaultLocale } from '../../i18n/locale';
import { useNotify } from '../../notifications/notification-context';
import { clearLoginInfo } from '../../session/login-info-store';
import { clearPortalStorage, listPortalStorage, type PortalStorageEntry } from '../../storage/portal-storage';
import { storageControlPurpose } from './storage-purpose';
import { storeControlMessages as m } from './messages';
import './store-control.css';

type ClearKind = 'cache' | 'all';

function formatWrittenAt(intl: IntlShape, writtenAt: string | null): string {
  const time = writtenAt ? Date.parse(writtenAt) : Number.NaN;
  if (Number.isNaN(time)) return intl.formatMessage(m.unknownTime);
  return intl.formatDate(time, { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'medium' });
}

function StorageTable({ entries }: { entries: readonly PortalStorageEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) return <p>{intl.formatMessage(m.noStorage)}</p>;
  return (
    // Narrow screens scroll the table inside its own box, never the page.
    <div className="table-scroll" role="region" aria-label={intl.formatMessage(m.tableLabel)} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.columnKey)}</th>
            <th scope="col">{intl.formatMessage(m.columnPurpose)}</th>
            <th scope="col">{intl.formatMessage(m.columnStorage)}</th>
            <th scope="col">{intl.formatMessage(m.columnSize)}</th>
            <th scope="col">{intl.formatMessage(m.columnWrittenAt)}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.area}:${entry.key}`}>
              <th scope="row" className="data-table-key">
                <code>{entry.key}</code>
              </th>
              <td>{intl.formatMessage(storageControlPurpose(entry.key))}</td>
              <td>
                <code>{entry.area}</code>
              </td>
              <td className="data-table-number">{intl.formatMessage(m.size, { size: entry.size })}</td>
              <td>{formatWrittenAt(intl, entry.writtenAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /storeControl: what the portal keeps in this browser, and the means to clear it. Signed in or not. */
export function StoreControlPage() {
  const intl = useIntl();
  const notify = useNotify();
  const apollo = useAppApollo();
  const { cookies } = usePortalEnv();
  const { setLocale } = useLocale();
  const [entries, setEntries] = useState(listPortalStorage);
  const [confirming, setConfirming] = useState<ClearKind | null>(null);
  const openedBy = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);

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

  const ask = (kind: ClearKind) => (event: MouseEvent<HTMLButtonElement>) => {
    openedBy.current = event.currentTarget;
    setConfirming(kind);
  };
  // The dialog keeps the focus while it is open, so it goes back to the button once it is gone.
  useEffect(() => {
    if (confirming !== null || !returnFocus.current) return;
    returnFocus.current = false;
    openedBy.current?.focus();
  }, [confirming]);
  const close = () => {
    returnFocus.current = true;
    setConfirming(null);
  };

  const clear = async (kind: ClearKind) => {
    const done = intl.formatMessage(m.cleared);
    close();
    await clearApolloData(apollo).catch(() => undefined);
    if (kind === 'all') {
      // As on a first visit: no login information (signed-in pages send to /login), no settings.
      clearLoginInfo();
      clearPortalStorage();
      setLocale(defaultLocale);
    }
    refresh();
    notify(done, 'success');
  };

  return (
    <div className="page store-control">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <p>{intl.formatMessage(m.intro)}</p>

      <h2 className="section-heading">{intl.formatMessage(m.storageHeading)}</h2>
      <StorageTable entries={entries} />

      <h2 className="section-heading">{intl.formatMessage(m.cookiesHeading)}</h2>
      <p>{intl.formatMessage(m.cookiesIntro)}</p>
      {cookies.length === 0 ? (
        <p>{intl.formatMessage(m.noCookies)}</p>
      ) : (
        <ul className="cookie-list">
          {cookies.map((cookie) => (
            <li key={cookie.name}>
              <code>{cookie.name}</code>
              {cookie.httpOnly ? <span className="cookie-note">{intl.formatMessage(m.httpOnly)}</span> : null}
            </li>
          ))}
        </ul>
      )}

      <h2 className="section-heading">{intl.formatMessage(m.clearHeading)}</h2>
      <div className="clear-actions">
        <div className="clear-action">
          <button type="button" className="button button--secondary" onClick={ask('cache')}>
            {intl.formatMessage(m.clearCache)}
          </button>
          <p className="field-hint">{intl.formatMessage(m.clearCacheHint)}</p>
        </div>
        <div className="clear-action">
          <button type="button" className="button button--danger" onClick={ask('all')}>
            {intl.formatMessage(m.clearAll)}
          </button>
          <p className="field-hint">{intl.formatMessage(m.clearAllHint)}</p>
        </div>
      </div>

      {confirming ? (
        <PageModal
          title={intl.formatMessage(confirming === 'cache' ? m.confirmCacheTitle : m.confirmAllTitle)}
          description={intl.formatMessage(confirming === 'cache' ? m.clearCacheHint : m.confirmAllDescription)}
          onClose={close}
        >
          <div className="form-actions">
            {/* Cancel first: it takes the focus when the dialog opens, so Enter never deletes by accident. */}
            <button type="button" className="button button--secondary" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="button button--danger" onClick={() => void clear(confirming)}>
              {intl.formatMessage(m.confirm)}
            </button>
          </div>
        </PageModal>
      ) : null}
    </div>
  );
}
