// The two lists of /storeControl, in plain words first: what each item is for and how long it stays;
// the technical name (the storage key, the cookie's name) in the last column, for whoever needs it.
import { useIntl, type IntlShape } from 'react-intl';
import type { PortalCookie } from '../../env/portal-env';
import type { PortalStorageEntry } from '../../storage/portal-storage';
import { storeControlMessages as m } from './messages';
import { cookiePurpose, storageControlPurpose } from './storage-purpose';

function formatWrittenAt(intl: IntlShape, writtenAt: string | null): string {
  const time = writtenAt ? Date.parse(writtenAt) : Number.NaN;
  if (Number.isNaN(time)) return intl.formatMessage(m.unknownTime);
  return intl.formatDate(time, { timeZone: 'Asia/Tokyo', dateStyle: 'long', timeStyle: 'medium' });
}

export function StorageTable({ entries }: { entries: readonly PortalStorageEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) return <p>{intl.formatMessage(m.noStorage)}</p>;
  return (
    // Narrow screens scroll the table inside its own box, never the page.
    <div className="table-scroll" role="region" aria-label={intl.formatMessage(m.tableLabel)} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.columnPurpose)}</th>
            <th scope="col">{intl.formatMessage(m.columnLifetime)}</th>
            <th scope="col">{intl.formatMessage(m.columnSize)}</th>
            <th scope="col">{intl.formatMessage(m.columnWrittenAt)}</th>
            <th scope="col">{intl.formatMessage(m.columnTechnical)}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.area}:${entry.key}`}>
              <th scope="row" className="data-table-purpose">
                {intl.formatMessage(storageControlPurpose(entry.key))}
              </th>
              <td>{intl.formatMessage(entry.area === 'localStorage' ? m.lifetimeLocal : m.lifetimeSession)}</td>
              <td className="data-table-number">{intl.formatMessage(m.size, { size: entry.size })}</td>
              <td>{formatWrittenAt(intl, entry.writtenAt)}</td>
              <td className="data-table-technical">
                <code>{entry.key}</code>
                <span className="data-table-technical-note">{entry.area}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CookieTable({ cookies }: { cookies: readonly PortalCookie[] }) {
  const intl = useIntl();
  if (cookies.length === 0) return <p>{intl.formatMessage(m.noCookies)}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={intl.formatMessage(m.cookiesTableLabel)} tabIndex={0}>
      <table className="data-table data-table--narrow">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.columnPurpose)}</th>
            <th scope="col">{intl.formatMessage(m.columnTechnical)}</th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row" className="data-table-purpose">
                {intl.formatMessage(cookiePurpose(cookie.name))}
                {cookie.httpOnly ? <span className="data-table-purpose-note">{intl.formatMessage(m.cookieProtected)}</span> : null}
              </th>
              <td className="data-table-technical">
                <code>{cookie.name}</code>
                {cookie.httpOnly ? <span className="data-table-technical-note">HttpOnly</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
