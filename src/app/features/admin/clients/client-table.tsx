// The registered apps as a table (the admin console's AdminTable): each row headed by the app's name
// with its client id, then its kind, scopes in plain words, URIs, state, who registered it, and the
// actions it offers as it is now. Below md each row is laid out as a card (admin.css).
import { useIntl } from 'react-intl';
import type { OAuthClientFieldsFragment } from '../../../gql/graphql';
import { AdminTable, CellLabel } from '../admin-table';
import { formatAt } from '../labels';
import { scopeLabel, typeLabel } from './client-words';
import { clientsMessages as m } from './messages';

export type ClientAction = 'ROTATE' | 'DISABLE';

interface ClientTableProps {
  clients: readonly OAuthClientFieldsFragment[];
  onAction: (client: OAuthClientFieldsFragment, action: ClientAction, button: HTMLButtonElement) => void;
}

/** What an app offers: a new secret (confidential, while active) and disabling (while active). */
export function actionsOf(client: OAuthClientFieldsFragment): ClientAction[] {
  if (client.status === 'DISABLED') return [];
  return client.type === 'CONFIDENTIAL' ? ['ROTATE', 'DISABLE'] : ['DISABLE'];
}

const columns = [m.colName, m.colType, m.colScopes, m.colUris, m.colStatus, m.colCreated, m.colActions] as const;

export function ClientTable({ clients, onAction }: ClientTableProps) {
  const intl = useIntl();
  const [name, type, scopes, uris, status, created, actions] = columns.map((column) => intl.formatMessage(column)) as [string, string, string, string, string, string, string];
  return (
    <AdminTable caption={intl.formatMessage(m.caption)} headers={[name, type, scopes, uris, status, created, actions]}>
      {clients.map((client) => (
        <tr key={client.clientId} role="row">
          <th scope="row" role="rowheader">
            <CellLabel text={name} />
            <span>
              {client.name}
              <span className="admin-subtext">{intl.formatMessage(m.clientId, { clientId: client.clientId })}</span>
            </span>
          </th>
          <td role="cell">
            <CellLabel text={type} />
            <span>{typeLabel(intl, client.type)}</span>
          </td>
          <td role="cell">
            <CellLabel text={scopes} />
            <ul className="admin-plain-list">
              {client.scopes.map((scope) => (
                <li key={scope}>{scopeLabel(intl, scope)}</li>
              ))}
            </ul>
          </td>
          <td role="cell">
            <CellLabel text={uris} />
            <span>
              <UriList title={intl.formatMessage(m.redirectUris)} uris={client.redirectUris} />
              <UriList title={intl.formatMessage(m.postLogoutRedirectUris)} uris={client.postLogoutRedirectUris} />
              <UriList title={intl.formatMessage(m.backchannelLogoutUri)} uris={client.backchannelLogoutUri ? [client.backchannelLogoutUri] : []} />
            </span>
          </td>
          <td role="cell">
            <CellLabel text={status} />
            <span>
              {client.disabledAt ? intl.formatMessage(m.statusDisabled, { at: formatAt(intl, client.disabledAt) }) : intl.formatMessage(m.statusActive)}
              {client.secretRotatedAt ? <span className="admin-subtext">{intl.formatMessage(m.secretRotated, { at: formatAt(intl, client.secretRotatedAt) })}</span> : null}
            </span>
          </td>
          <td role="cell">
            <CellLabel text={created} />
            <span>
              <time dateTime={client.createdAt}>{formatAt(intl, client.createdAt)}</time>
              <span className="admin-subtext">
                {client.createdByLoginId ? intl.formatMessage(m.createdBy, { loginId: client.createdByLoginId }) : intl.formatMessage(m.createdByOperator)}
              </span>
            </span>
          </td>
          <td role="cell">
            <CellLabel text={actions} />
            {actionsOf(client).length === 0 ? (
              <span>{intl.formatMessage(m.noActions)}</span>
            ) : (
              <span className="admin-row-actions">
                {actionsOf(client).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'DISABLE' ? 'button button--danger' : 'button button--secondary'}
                    aria-label={intl.formatMessage(m.rowAction, { action: intl.formatMessage(action === 'DISABLE' ? m.disable : m.rotate), name: client.name })}
                    onClick={(event) => onAction(client, action, event.currentTarget)}
                  >
                    {intl.formatMessage(action === 'DISABLE' ? m.disable : m.rotate)}
                  </button>
                ))}
              </span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function UriList({ title, uris }: { title: string; uris: readonly string[] }) {
  if (uris.length === 0) return null;
  return (
    <span className="admin-uri-list">
      <span className="admin-subtext">{title}</span>
      {uris.map((uri) => (
        <code key={uri}>{uri}</code>
      ))}
    </span>
  );
}
