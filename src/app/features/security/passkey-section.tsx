// /security's passkeys: each one's name, when it was added and last used, whether it syncs; adding,
// renaming and deleting (passkey-dialogs.tsx). Read with 'no-cache', like the rest of the page.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatWhen } from '../../components/security/describe';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError } from '../../errors/error-messages';
import { PasskeysDocument, type PasskeyFieldsFragment } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { passkeysSupported } from '../../passkeys/webauthn-browser';
import { passkeyMessages as m } from './messages';
import { AddPasskeyDialog, DeletePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';

type Dialog = { kind: 'add' } | { kind: 'rename' | 'delete'; passkey: PasskeyFieldsFragment } | null;

export function PasskeySection() {
  const intl = useIntl();
  const notify = useNotify();
  const query = useQuery(PasskeysDocument, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const passkeys = query.data?.viewer?.passkeys ?? null;
  const supported = passkeysSupported();

  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    notify(message, 'success');
    void query.refetch().catch(() => undefined);
  };

  return (
    <section aria-labelledby="security-passkeys">
      <h2 id="security-passkeys">{intl.formatMessage(m.heading)}</h2>
      <p>{intl.formatMessage(m.explanation)}</p>
      {query.error && !passkeys ? <FormError message={formatUnexpectedError(intl)} unavailable /> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="security-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="security-item">
              <div className="security-item-main">
                <p className="security-item-title">
                  <span>{passkey.name}</span>
                  <span className="badge">{intl.formatMessage(passkey.synced ? m.synced : m.deviceOnly)}</span>
                </p>
                <p className="security-item-detail">{intl.formatMessage(m.created, { at: formatWhen(intl, passkey.createdAt) })}</p>
                <p className="security-item-detail">
                  {passkey.lastUsedAt ? intl.formatMessage(m.lastUsed, { at: formatWhen(intl, passkey.lastUsedAt) }) : intl.formatMessage(m.neverUsed)}
                </p>
              </div>
              <div className="security-item-action security-item-actions">
                <button type="button" className="button button--secondary" aria-label={intl.formatMessage(m.renameLabel, { name: passkey.name })} onClick={() => setDialog({ kind: 'rename', passkey })}>
                  {intl.formatMessage(m.rename)}
                </button>
                <button type="button" className="button button--secondary" aria-label={intl.formatMessage(m.deleteLabel, { name: passkey.name })} onClick={() => setDialog({ kind: 'delete', passkey })}>
                  {intl.formatMessage(m.delete)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : passkeys ? (
        <p>{intl.formatMessage(m.none)}</p>
      ) : null}
      {supported ? (
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          {intl.formatMessage(m.add)}
        </button>
      ) : (
        <p className="field-hint">{intl.formatMessage(m.unsupported)}</p>
      )}
      {dialog?.kind === 'add' ? <AddPasskeyDialog onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'rename' ? <RenamePasskeyDialog passkey={dialog.passkey} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'delete' ? <DeletePasskeyDialog passkey={dialog.passkey} onClose={close} onDone={done} /> : null}
    </section>
  );
}
