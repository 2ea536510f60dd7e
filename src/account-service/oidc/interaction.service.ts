// The interaction (the provider's "the person must do something": sign in, or consent), finished by
// the portal's own pages. The SPA shows /oauth/interaction/:uid; the gateway calls these functions with
// the portal session of the same request and the browser's interaction cookie. The result is stored
// on the interaction exactly as the provider's own interactionResult() would (oidc-provider's
// provider.js), with its checks done here:
// - the interaction is the one this browser's cookie names: an approval is accepted only from the
//   browser that started the authorization, so an attacker cannot have a signed-in victim approve the
//   attacker's own request (whose resume cookie only the attacker's browser holds);
// - the account is the portal session's, never a parameter; the provider session the interaction
//   started from still exists, for the same account;
// - prompt=login and max_age are judged against the portal session's sign-in time, id_token_hint
//   against the account's subject.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import { newOidcSubject, type AccountRow } from '../accounts/account.repository.js';
import { requireLiveSession, requireUnrestrictedSession } from '../sessions/session.service.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { saveAllowedGrant } from '../connected-apps/connected-app.service.js';
import type { ClientInfo } from '../lib/device.js';
import { SCOPES } from './clients.js';
import { idHash } from './adapter.js';
import type { OidcHost } from './provider-host.js';

export type OAuthInteraction = components['schemas']['OAuthInteraction'];
type PortalSessionFit = OAuthInteraction['portalSession'];

/** What the provider keeps of an interaction (the parts read here). */
interface StoredInteraction {
  uid: string;
  exp: number;
  iat: number;
  returnTo: string;
  prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { uid?: string; accountId?: string };
  grantId?: string;
  lastSubmission?: Record<string, unknown>;
  result?: unknown;
  save(ttl: number): Promise<string>;
}

const epochNow = () => Math.floor(Date.now() / 1000);
const knownScopes: ReadonlySet<string> = new Set(SCOPES);
const scopeList = (value: unknown): OAuthInteraction['scopes'] =>
  (Array.isArray(value) ? value : String(value ?? '').split(' ')).filter((s): s is OAuthInteraction['scopes'][number] => typeof s === 'string' && knownScopes.has(s));

/** The account's subject, made now for an account that has none yet (rows written around insertAccount). */
export async function subjectOf(db: Kysely<Database>, account: AccountRow): Promise<string> {
  if (account.oidc_subject) return account.oidc_subject;
  await db.updateTable('accounts').set({ oidc_subject: newOidcSubject() }).where('id', '=', account.id).where('oidc_subject', 'is', null).execute();
  const row = await db.selectFrom('accounts').select('oidc_subject').where('id', '=', account.id).executeTakeFirstOrThrow();
  return row.oidc_subject!;
}

/** The interaction this browser is in: its cookie must name it, it must be live, and so must the provider session it started from. */
async function loadInteraction(host: OidcHost, uid: string, cookieUid: string | undefined): Promise<StoredInteraction> {
  if (!cookieUid) throw appError('INTERACTION_EXPIRED');
  if (cookieUid !== uid) throw appError('INTERACTION_REPLACED');
  const provider = await host.provider();
  const interaction = (await provider.Interaction.find(uid)) as unknown as StoredInteraction | undefined;
  if (!interaction) throw appError('INTERACTION_EXPIRED');
  if (interaction.session?.uid) {
    const session = await provider.Session.findByUid(interaction.session.uid);
    if (!session || session.accountId !== interaction.session.accountId) throw appError('INTERACTION_EXPIRED');
  }
  return interaction;
}

/** The `sub` of an id_token_hint the provider already verified (it refuses the authorization otherwise). */
function hintSubject(interaction: StoredInteraction): string | null {
  const hint = interaction.params.id_token_hint;
  if (typeof hint !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(hint.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** Whether this portal session signs the interaction in as it asks. */
function fitOf(interaction: StoredInteraction, live: { session: SessionRow; subject: string } | null, now: Date): PortalSessionFit {
  if (!live) return 'missing';
  const hinted = hintSubject(interaction);
  if (hinted !== null && hinted !== live.subject) return 'other_account';
  if (interaction.prompt.name === 'consent' && interaction.session?.accountId !== live.subject) return 'other_account';
  if (interaction.prompt.name !== 'login') return 'usable';
  const signedInAt = Date.parse(live.session.created_at);
  // prompt=login (and max_age=0): a sign-in made after the app asked (to the second, as auth_time and iat are).
  if (interaction.prompt.reasons.includes('login_prompt') && Math.floor(signedInAt / 1000) < interaction.iat) return 'too_old';
  const maxAge = Number(interaction.params.max_age);
  if (interaction.params.max_age !== undefined && Number.isFinite(maxAge) && now.getTime() - signedInAt > maxAge * 1000) return 'too_old';
  return 'usable';
}

async function livePortalSession(ctx: ServiceContext, token: string | undefined, now: Date): Promise<{ session: SessionRow; account: AccountRow; subject: string } | null> {
  if (!token) return null;
  try {
    const { session, account } = await requireLiveSession(ctx, token, now);
    return { session, account, subject: await subjectOf(ctx.db, account) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

export async function getInteraction(ctx: ServiceContext, host: OidcHost, input: { uid: string; cookieUid: string | undefined; sessionToken: string | undefined }): Promise<OAuthInteraction> {
  const interaction = await loadInteraction(host, input.uid, input.cookieUid);
  const provider = await host.provider();
  const clientId = String(interaction.params.client_id ?? '');
  const client = await provider.Client.find(clientId);
  // The app was disabled meanwhile: nothing left to finish.
  if (!client) throw appError('INTERACTION_EXPIRED');
  const now = ctx.clock.now();
  const live = await livePortalSession(ctx, input.sessionToken, now);
  const uiLocales = String(interaction.params.ui_locales ?? '').split(' ');
  const locale = uiLocales.map((tag) => tag.toLowerCase().slice(0, 2)).find((tag): tag is 'ja' | 'en' => tag === 'ja' || tag === 'en') ?? null;
  const loginHint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint.slice(0, 200) : null;
  return {
    id: interaction.uid,
    step: interaction.prompt.name === 'consent' ? 'consent' : 'login',
    reasons: interaction.prompt.reasons,
    client: { clientId, name: client.clientName ?? clientId },
    scopes: scopeList(interaction.params.scope),
    newScopes: interaction.prompt.name === 'consent' ? scopeList(interaction.prompt.details.missingOIDCScope) : [],
    loginHint,
    locale,
    portalSession: fitOf(interaction, live, now),
    expiresAt: new Date(interaction.exp * 1000).toISOString(),
  };
}

/** Stores the result as the provider's interactionResult() does, and answers where the browser goes. */
async function finish(interaction: StoredInteraction, result: Record<string, unknown>): Promise<{ returnTo: string }> {
  interaction.result = 'error' in result ? result : { ...interaction.lastSubmission, ...result };
  await interaction.save(interaction.exp - epochNow());
  return { returnTo: interaction.returnTo };
}

export async function completeLogin(ctx: ServiceContext, host: OidcHost, input: { uid: string; cookieUid: string | undefined; sessionToken: string | undefined }): Promise<{ returnTo: string }> {
  const interaction = await loadInteraction(host, input.uid, input.cookieUid);
  if (interaction.prompt.name !== 'login') throw appError('ACTION_NOT_APPLICABLE');
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  const subject = await subjectOf(ctx.db, account);
  const fit = fitOf(interaction, { session, subject }, now);
  if (fit === 'too_old') throw appError('FRESH_SIGN_IN_REQUIRED');
  if (fit === 'other_account') throw appError('INTERACTION_ACCOUNT_MISMATCH');
  return finish(interaction, {
    login: {
      accountId: subject,
      // auth_time is when the person signed in to the portal, not now.
      ts: Math.floor(Date.parse(session.created_at) / 1000),
      // RFC 8176: a password and a one-time code mailed; or a key held by the person (a passkey, with user verification).
      amr: session.method === 'passkey' ? ['pop', 'user'] : ['pwd', 'otp'],
      remember: true,
    },
  });
}

export async function decideConsent(ctx: ServiceContext, host: OidcHost, input: { uid: string; cookieUid: string | undefined; sessionToken: string | undefined; allow: boolean; client?: ClientInfo }): Promise<{ returnTo: string }> {
  const interaction = await loadInteraction(host, input.uid, input.cookieUid);
  if (interaction.prompt.name !== 'consent') throw appError('ACTION_NOT_APPLICABLE');
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  const subject = await subjectOf(ctx.db, account);
  if (interaction.session?.accountId !== subject) throw appError('INTERACTION_ACCOUNT_MISMATCH');
  if (!input.allow) return finish(interaction, { error: 'access_denied', error_description: 'End-User denied the request' });
  // Allowing an app is a step-up action; refusing one is not.
  await requireFreshProof(ctx, session, account, now);

  const provider = await host.provider();
  const clientId = String(interaction.params.client_id);
  // One grant per account and app: the one the provider found (loadExistingGrant), extended.
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId: subject, clientId });
  const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  // Saved with the activity's 「連携を許可」 (oauth_app_allowed), in one transaction (connected-apps/).
  const grantId = await saveAllowedGrant(ctx, grant, { account, session, client: input.client ?? null, clientId, subject, interactionHash: idHash(input.uid) });
  return finish(interaction, { consent: { grantId } });
}
