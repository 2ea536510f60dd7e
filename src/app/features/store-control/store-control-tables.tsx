// The two lists of /storeControl, in plain words: what each item is for and how long it stays. The
// technical names (the storage key and where it is kept, the cookie's name) are behind a 「詳細」
// disclosure under each table (a native <details>, opened by keyboard too), for whoever needs them.
// Below md each row is laid out as a card (store-control.css), as the admin console's tables are: every
// cell repeats its column's name (hidden from screen readers, which have the headers), and the
// elements carry their table roles explicitly, so the change of display keeps them a table.
import { useIntl, type IntlShape } from 'react-intl';
import type { PortalCookie } from '../../env/portal-env';
import type { PortalStorageEntry } from '../../storage/portal-storage';
import { storeControlMessages as m } from './messages';
import { cookiePurpose, storageControlPurpose } from './storage-purpose';
import { formatDateTime } from '../../i18n/date-format';

function formatWrittenAt(intl: IntlShape, writtenAt: string | null): string {
  const time = writtenAt ? Date.parse(writtenAt) : Number.NaN;
  if (Number.isNaN(time)) return intl.formatMessage(m.unknownTime);
  return formatDateTime(intl, time);
}

/** A cell's column name, for the card layout. */
function CellLabel({ text }: { text: string }) {
  return (
    <span className="data-table-cell-label" aria-hidden="true">
      {text}
    </span>
  );
}

export function StorageTable({ entries }: { entries: readonly PortalStorageEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) return <p>{intl.formatMessage(m.noStorage)}</p>;
  const columns = [m.columnPurpose, m.columnLifetime, m.columnSize, m.columnWrittenAt].map((column) => intl.formatMessage(column));
  const [, lifetime, size, writtenAt] = columns as [string, string, string, string];
  return (
    <>
      {/* Narrow screens scroll the table inside its own box, never the page. */}
      <div className="table-scroll" role="region" aria-label={intl.formatMessage(m.tableLabel)} tabIndex={0}>
        <table className="data-table" role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((text) => (
                <th key={text} scope="col" role="columnheader">
                  {text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {entries.map((entry) => (
              <tr key={`${entry.area}:${entry.key}`} role="row">
                <th scope="row" role="rowheader" className="data-table-purpose">
                  {intl.formatMessage(storageControlPurpose(entry.key))}
                </th>
                <td role="cell">
                  <CellLabel text={lifetime} />
                  <span>{intl.formatMessage(entry.area === 'localStorage' ? m.lifetimeLocal : m.lifetimeSession)}</span>
                </td>
                <td role="cell" className="data-table-number">
                  <CellLabel text={size} />
                  <span>{intl.formatMessage(m.size, { size: entry.size })}</span>
                </td>
                <td role="cell">
                  <CellLabel text={writtenAt} />
                  <span>{formatWrittenAt(intl, entry.writtenAt)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TechnicalNames
        items={entries.map((entry) => ({
          key: `${entry.area}:${entry.key}`,
          purpose: intl.formatMessage(storageControlPurpose(entry.key)),
          name: entry.key,
          note: entry.area,
        }))}
      />
    </>
  );
}

export function CookieTable({ cookies }: { cookies: readonly PortalCookie[] }) {
  const intl = useIntl();
  if (cookies.length === 0) return <p>{intl.formatMessage(m.noCookies)}</p>;
  return (
    <>
      <div className="table-scroll" role="region" aria-label={intl.formatMessage(m.cookiesTableLabel)} tabIndex={0}>
        <table className="data-table data-table--narrow" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">{intl.formatMessage(m.columnPurpose)}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {cookies.map((cookie) => (
              <tr key={cookie.name} role="row">
                <th scope="row" role="rowheader" className="data-table-purpose">
                  {intl.formatMessage(cookiePurpose(cookie.name))}
                  {cookie.httpOnly ? <span className="data-table-purpose-note">{intl.formatMessage(m.cookieProtected)}</span> : null}
                </th>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TechnicalNames
        items={cookies.map((cookie) => ({
          key: cookie.name,
          purpose: intl.formatMessage(cookiePurpose(cookie.name)),
          name: cookie.name,
          note: cookie.httpOnly ? 'HttpOnly' : null,
        }))}
      />
    </>
  );
}

interface TechnicalName {
  key: string;
  /** The item's purpose, as its table row says it. */
  purpose: string;
  /** The storage key or the cookie's name. */
  name: string;
  /** Where it is kept (localStorage, sessionStorage) or how (HttpOnly): words of the web platform, the same in every language. */
  note: string | null;
}

/** The technical names of a table's items, closed until asked for: each item's purpose, then its name. */
function TechnicalNames({ items }: { items: readonly TechnicalName[] }) {
  const intl = useIntl();
  return (
    <details className="technical-names">
      <summary>{intl.formatMessage(m.technicalSummary)}</summary>
      <dl>
        {items.map((item) => (
          <div key={item.key} className="technical-name">
            <dt>{item.purpose}</dt>
            <dd>
              <code>{item.name}</code>
              {item.note ? <span className="technical-name-note">{item.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
