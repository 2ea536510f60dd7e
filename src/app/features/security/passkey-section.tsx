// /security's passkeys: each one's name, where it is kept (from its AAGUID), when it was added and
// last used, whether it syncs; adding, renaming and deleting (passkey-dialogs.tsx). Read with
// 'no-cache', like the rest of the page. Each list read, and each deletion, is told to the user's
// password manager through the WebAuthn Signals API where the browser has it.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatWhen } from '../../components/security/describe';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError } from '../../errors/error-messages';
import { PasskeysDocument, type PasskeyFieldsFragment } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { passkeysSupported } from '../../passkeys/webauthn-browser';
import { signalAcceptedPasskeys, signalPasskeyDeleted } from '../../passkeys/webauthn-signals';
import { passkeyProviderLine } from './passkey-provider';
import { passkeyMessages as m } from './messages';
import { AddPasskeyDialog, DeletePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';

type Dialog = { kind: 'add' } | { kind: 'rename' | 'delete'; passkey: PasskeyFieldsFragment } | null;

/** factorsChanged: counts changes of the second-factor section (a password removed or set): the list is read again. */
export function PasskeySection({ factorsChanged = 0 }: { factorsChanged?: number }) {
  const intl = useIntl();
  const notify = useNotify();
  const query = useQuery(PasskeysDocument, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const passkeys = query.data?.viewer?.passkeys ?? null;
  const owner = query.data?.viewer?.passkeyOwner ?? null;
  const account = query.data?.viewer?.account ?? null;
  const passwordless = query.data?.viewer?.secondFactors.passwordless ?? false;
  const supported = passkeysSupported();

  useEffect(() => {
    if (factorsChanged > 0) void query.refetch().catch(() => undefined);
    // query.refetch is stable enough for this; only a change of the counter reads the list again.
  }, [factorsChanged]);

  // The list as the portal has it now: the password manager may hide the others, and shows the
  // account's current login ID and name.
  useEffect(() => {
    if (!passkeys || !owner || !account) return;
    void signalAcceptedPasskeys(owner, passkeys.map((p) => p.credentialId), { name: account.loginId, displayName: account.name });
  }, [passkeys, owner, account]);

  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    notify(message, 'success');
    void query.refetch().catch(() => undefined);
  };
  const deleted = (passkey: PasskeyFieldsFragment) => (message: string) => {
    if (owner) void signalPasskeyDeleted(owner, passkey.credentialId);
    done(message);
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
                {passkey.provider ? (
                  <p className="security-item-detail">{passkeyProviderLine(intl, passkey.provider)}</p>
                ) : null}
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
      {dialog?.kind === 'add' ? <AddPasskeyDialog passwordless={passwordless} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'rename' ? <RenamePasskeyDialog passkey={dialog.passkey} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'delete' ? <DeletePasskeyDialog passkey={dialog.passkey} passwordless={passwordless} onClose={close} onDone={deleted(dialog.passkey)} /> : null}
    </section>
  );
}
