// Signing in with a passkey on /login: the 「パスキーでログイン」 button, and the browser's passkey
// autofill in the login ID field (conditional mediation, started as the page opens and ended when the
// user signs in with the password instead). A passkey with user verification is a complete sign-in.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useChannelMutation, useOnDemandMutation } from '../../apollo/app-apollo-context';
import { loadErrorMessages } from '../../errors/load-error-messages';
import { formatUnexpectedError } from '../../errors/unexpected-error';
import { FinishPasskeySignInDocument, StartPasskeySignInDocument } from '../../gql/graphql';
import { cancelPasskeyCeremony, getPasskey, isPasskeyCancelled, passkeyAutofillAvailable, passkeysSupported } from '../../passkeys/webauthn-browser';
import { pathOf } from '../../routes/page-rules';
import { loginInfoFromViewer, writeLoginInfo } from '../../session/login-info-store';
import { loginMessages } from './messages';

interface PasskeySignIn {
  /** Signs in with a passkey the user picks (the button). */
  signIn(): Promise<void>;
  /** Ends the autofill's ceremony (before the password is sent). */
  stopAutofill(): void;
}

/** `report` puts a message in the form's error area. */
export function usePasskeySignIn(returnTo: string | null, report: (message: string) => void): PasskeySignIn {
  const intl = useIntl();
  const navigate = useNavigate();
  // The challenge is never cached: the autofill's ceremony asks for it through the request channel
  // without loading Apollo Client, which comes with the user's passkey (or first move) instead.
  const start = useChannelMutation(StartPasskeySignInDocument);
  const finish = useOnDemandMutation(FinishPasskeySignInDocument);
  const autofillStarted = useRef(false);

  const run = useCallback(
    async (autofill: boolean) => {
      // The autofill's ceremony starts unasked: it must not put the page behind the loading overlay.
      const started = (await start({ context: { background: autofill } })).startPasskeySignIn;
      if (!started?.options || !started.ceremonyId) {
        if (!autofill) report(started?.error ? (await loadErrorMessages()).formatUserError(intl, started.error) : formatUnexpectedError(intl));
        return;
      }
      let response;
      try {
        response = await getPasskey(started.options, autofill);
      } catch (error) {
        // Closed, or no passkey: silent for the autofill, a plain word for the button.
        if (!autofill) report(intl.formatMessage(isPasskeyCancelled(error) ? loginMessages.passkeyCancelled : loginMessages.passkeyFailed));
        return;
      }
      const result = (await finish({ variables: { input: { ceremonyId: started.ceremonyId, response } } })).data?.finishPasskeySignIn;
      if (result?.error || !result?.viewer) {
        report(result?.error ? (await loadErrorMessages()).formatUserError(intl, result.error) : formatUnexpectedError(intl));
        return;
      }
      writeLoginInfo(loginInfoFromViewer(result.viewer));
      await navigate(returnTo ?? pathOf('topPage'), { replace: true });
    },
    [finish, intl, navigate, report, returnTo, start],
  );

  useEffect(() => {
    let cancelled = false;
    void passkeyAutofillAvailable().then((available) => {
      if (!available || cancelled) return;
      autofillStarted.current = true;
      run(true).catch(() => undefined);
    });
    return () => {
      cancelled = true;
      if (autofillStarted.current) void cancelPasskeyCeremony();
    };
  }, [run]);

  return {
    signIn: () => run(false).catch(() => report(formatUnexpectedError(intl))),
    stopAutofill: () => {
      if (autofillStarted.current) void cancelPasskeyCeremony();
    },
  };
}

/** The button, or, in a browser without passkeys, a word that the password is the way. */
const never = () => () => undefined;

export function PasskeySignInButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  // The prerendered page offers the button (almost every browser has WebAuthn); one without it gets
  // the word right after hydration.
  const supported = useSyncExternalStore(never, passkeysSupported, () => true);
  if (!supported) return <p className="field-hint">{intl.formatMessage(loginMessages.passkeyUnsupported)}</p>;
  return (
    <div className="login-passkey">
      <p className="login-passkey-or">{intl.formatMessage(loginMessages.or)}</p>
      <button type="button" className="button button--secondary button--block" onClick={onClick}>
        {intl.formatMessage(loginMessages.passkeySignIn)}
      </button>
    </div>
  );
}
