// /oauth/interaction/:id: another app asks to sign the person in with their portal account. The
// provider sends the browser here; this page
// - signs the person in with the portal's own /login (password and mailed code, or a passkey) when
//   there is no session, and comes back here;
// - completes the sign-in with the session, at once, when the session does (else asks to sign in
//   again: the app wants a newer sign-in, or another account);
// - asks the person what the app may do, in plain words: 「許可する」 / 「許可しない」;
// - then goes back to the provider (a navigation), which sends the browser to the app.
// Only this browser's interaction is shown (the gateway reads its interaction cookie).
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { formatUnexpectedError, formatUserError, isUnavailableCode, type UserErrorLike } from '../../errors/error-messages';
import { CompleteOAuthLoginDocument, DecideOAuthConsentDocument, OAuthInteractionDocument, type OAuthInteractionQuery, type OAuthScope } from '../../gql/graphql';
import { loginPathWithReturn } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { fromAccountLocale } from '../../i18n/locale';
import { useLocale } from '../../i18n/locale-provider';
import { useLoginInfo } from '../../session/login-info-store';
import { useEndSession } from '../../session/use-end-session';
import { sessionEndedPath } from '../../session/use-session-ended';
import { scopeMessages } from '../../components/oauth/messages';
import { useStepUp } from '../../components/step-up/use-step-up';
import { oauthMessages as m } from './messages';
import { goToProvider, providerAddress } from './provider-navigation';
import './oauth.css';

type Interaction = NonNullable<OAuthInteractionQuery['oauthInteraction']['interaction']>;
type Failure = { message: string; unavailable: boolean; signal: number };

function ScopeList({ scopes }: { scopes: readonly OAuthScope[] }) {
  const intl = useIntl();
  return (
    <ul className="oauth-scopes">
      {scopes.map((scope) => (
        <li key={scope}>{intl.formatMessage(scopeMessages[scope])}</li>
      ))}
    </ul>
  );
}

export function OAuthInteractionPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const here = `/oauth/interaction/${encodeURIComponent(id)}`;
  const signedInHere = useLoginInfo() !== null;
  const endSession = useEndSession();
  const query = useQuery(OAuthInteractionDocument, { variables: { id }, skip: id === '', fetchPolicy: 'no-cache' });
  const [complete] = useMutation(CompleteOAuthLoginDocument);
  const [decide, { loading: deciding }] = useMutation(DecideOAuthConsentDocument);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [leaving, setLeaving] = useState(false);
  const completing = useRef(false);

  const interaction = query.data?.oauthInteraction.interaction ?? null;

  // The language the app asked for (ui_locales), here and on the sign-in pages on the way back here.
  const { setAppLocale } = useLocale();
  const appLocale = interaction?.locale ? fromAccountLocale(interaction.locale) : null;
  useEffect(() => {
    if (appLocale) setAppLocale({ path: here, locale: appLocale });
  }, [appLocale, here, setAppLocale]);
  const refusal: UserErrorLike | null = id === '' ? { code: 'INTERACTION_EXPIRED' } : (query.data?.oauthInteraction.error ?? null);

  const fail = useCallback(
    (error: UserErrorLike | null) =>
      setFailure((previous) => ({
        message: error ? formatUserError(intl, error) : formatUnexpectedError(intl),
        unavailable: !error || isUnavailableCode(error.code),
        signal: (previous?.signal ?? 0) + 1,
      })),
    [intl],
  );

  /** Goes on to the provider; anything else it answered is refused. */
  const leave = useCallback(
    (returnTo: string | null | undefined, error: UserErrorLike | null | undefined) => {
      const target = providerAddress(returnTo);
      if (!target) return fail(error ?? null);
      setLeaving(true);
      goToProvider(target);
    },
    [fail],
  );

  /** Signed out: the portal's sign-in, and back here. A session the SPA still believes in ended: clean up first. */
  const signIn = useCallback(() => {
    void navigate(signedInHere ? sessionEndedPath(here) : loginPathWithReturn(here), { replace: true });
  }, [here, navigate, signedInHere]);

  const signInAgain = async () => {
    const ended = await endSession();
    if (!ended.ok) return fail(ended.error);
    await navigate(loginPathWithReturn(here), { replace: true });
  };

  useEffect(() => {
    if (!interaction) return;
    if (interaction.portalSession === 'MISSING') return signIn();
    if (interaction.prompt !== 'LOGIN' || interaction.portalSession !== 'USABLE' || completing.current) return;
    // The session does: the sign-in is completed at once, with nothing to ask.
    completing.current = true;
    complete({ variables: { id } }).then(
      ({ data }) => leave(data?.completeOAuthLogin.returnTo, data?.completeOAuthLogin.error),
      () => fail(null),
    );
  }, [complete, fail, id, interaction, leave, signIn]);

  // 「許可する」 needs a fresh step-up: asked for here, then the same decision goes on.
  const stepUp = useStepUp();
  const onDecide = async (allow: boolean) => {
    try {
      const decided = await stepUp.guard(async () => (await decide({ variables: { id, allow } })).data?.decideOAuthConsent, (answer) => answer?.error);
      leave(decided?.returnTo, decided?.error);
    } catch {
      fail(null);
    }
  };

  const title = interaction?.prompt === 'CONSENT' && interaction.portalSession === 'USABLE' ? intl.formatMessage(m.consentHeading, { app: interaction.app.name }) : intl.formatMessage(m.title);

  if (refusal) {
    return (
      <div className="page">
        <PageHeading>{title}</PageHeading>
        <FormError message={formatUserError(intl, refusal)} unavailable={isUnavailableCode(refusal.code)} />
        <p>{intl.formatMessage(m.startAgain)}</p>
        <p>
          <Link to={pathOf(signedInHere ? 'topPage' : 'login')}>{intl.formatMessage(m.toPortal)}</Link>
        </p>
      </div>
    );
  }

  if (query.error) {
    return (
      <div className="page">
        <PageHeading>{title}</PageHeading>
        <FormError message={formatUnexpectedError(intl)} unavailable />
        <button type="button" className="button" onClick={() => void query.refetch().catch(() => undefined)}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeading>{title}</PageHeading>
      {!interaction || interaction.portalSession === 'MISSING' ? (
        <p role="status">{intl.formatMessage(m.checking)}</p>
      ) : leaving || (interaction.prompt === 'LOGIN' && interaction.portalSession === 'USABLE' && failure === null) ? (
        <p role="status">{intl.formatMessage(m.returning)}</p>
      ) : interaction.portalSession !== 'USABLE' ? (
        <SignInAgain interaction={interaction} onSignInAgain={() => void signInAgain()} />
      ) : interaction.prompt === 'CONSENT' ? (
        <Consent interaction={interaction} deciding={deciding} onDecide={(allow) => void onDecide(allow)} />
      ) : null}
      <FormError message={failure?.message ?? null} focusSignal={failure?.signal ?? 0} unavailable={failure?.unavailable} />
      {stepUp.dialog}
    </div>
  );
}

function SignInAgain({ interaction, onSignInAgain }: { interaction: Interaction; onSignInAgain: () => void }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(interaction.portalSession === 'TOO_OLD' ? m.tooOld : m.otherAccount)}</p>
      {interaction.loginHint ? <p>{intl.formatMessage(m.loginHint, { hint: interaction.loginHint })}</p> : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onSignInAgain}>
          {intl.formatMessage(m.signInAgain)}
        </button>
      </div>
    </>
  );
}

function Consent({ interaction, deciding, onDecide }: { interaction: Interaction; deciding: boolean; onDecide: (allow: boolean) => void }) {
  const intl = useIntl();
  // Asked explicitly again (prompt=consent): everything it asks is asked now.
  const asked = interaction.newScopes.length > 0 ? interaction.newScopes : interaction.scopes;
  const allowed = interaction.scopes.filter((scope) => !asked.includes(scope));
  return (
    <>
      <p>{intl.formatMessage(m.consentLead)}</p>
      <section className="oauth-section" aria-labelledby="oauth-asked">
        <h2 id="oauth-asked" className="oauth-section-title">
          {intl.formatMessage(m.newScopes)}
        </h2>
        <ScopeList scopes={asked} />
      </section>
      {allowed.length > 0 ? (
        <section className="oauth-section" aria-labelledby="oauth-allowed">
          <h2 id="oauth-allowed" className="oauth-section-title">
            {intl.formatMessage(m.allowedScopes)}
          </h2>
          <ScopeList scopes={allowed} />
        </section>
      ) : null}
      <p className="oauth-note">{intl.formatMessage(m.consentNote)}</p>
      <div className="form-actions">
        <button type="button" className="button" disabled={deciding} onClick={() => onDecide(true)}>
          {intl.formatMessage(m.allow)}
        </button>
        <button type="button" className="button button--secondary" disabled={deciding} onClick={() => onDecide(false)}>
          {intl.formatMessage(m.deny)}
        </button>
      </div>
    </>
  );
}
