// Mock mode's app sign-in (/oauth/interaction/:id): canned interactions, named by their id, of an app
// that asks for `openid profile email offline_access account:read`, so the page can be seen and tried
// with no provider:
// - mock-login: the sign-in step (signed out, the page sends the person to /login and back; signed in,
//   it completes at once and the mock provider goes on to mock-consent);
// - mock-consent: the consent step, everything asked for the first time; mock-consent-more: a wider set,
//   part of it allowed before;
// - mock-login-en, mock-consent-en: the same, the app having asked for English (ui_locales=en);
// - mock-expired, mock-replaced: INTERACTION_EXPIRED, INTERACTION_REPLACED.
// Any other id is refused as the gateway refuses it without the browser's interaction cookie
// (INTERACTION_EXPIRED), or with a cookie naming another interaction (INTERACTION_REPLACED: the mock
// gateway reads the cookie). A step done answers the mock provider's address (mock-provider-page.tsx):
// /oidc/auth/<id>?mock=signed-in|allowed|denied, where a clearly mocked app says what it got.
import { mockStepUpRefusal } from './mock-step-up';
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import type { MockState } from './mock-state';
import type { MockOAuthClient } from './mock-types';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;
type Scope = MockOAuthClient['scopes'][number];

/** The app of every canned interaction (not one of the admin console's: it asks for more than they may). */
export const mockInteractionApp = { clientId: 'mock-client-yotei00004', name: 'チーム予定表' } as const;
const asked: Scope[] = ['OPENID', 'PROFILE', 'EMAIL', 'OFFLINE_ACCESS', 'ACCOUNT_READ'];
/** How long an interaction lives (the provider's 20 minutes). */
const lifetimeMs = 20 * 60_000;

interface Canned {
  prompt: 'LOGIN' | 'CONSENT';
  reasons: string[];
  newScopes: Scope[];
  locale: 'JA' | 'EN' | null;
}

// The provider's own reasons: a first sign-in has no session; offline_access is asked with prompt=consent.
const login: Canned = { prompt: 'LOGIN', reasons: ['no_session'], newScopes: [], locale: null };
const consent: Canned = { prompt: 'CONSENT', reasons: ['consent_prompt', 'op_scopes_missing'], newScopes: asked, locale: null };
const canned: Record<string, Canned | 'INTERACTION_EXPIRED' | 'INTERACTION_REPLACED'> = {
  'mock-login': login,
  'mock-consent': consent,
  'mock-consent-more': { ...consent, newScopes: ['OFFLINE_ACCESS', 'ACCOUNT_READ'] },
  'mock-login-en': { ...login, locale: 'EN' },
  'mock-consent-en': { ...consent, locale: 'EN' },
  'mock-expired': 'INTERACTION_EXPIRED',
  'mock-replaced': 'INTERACTION_REPLACED',
};

/** The mock provider's address once a step is done (mock-provider-page.tsx answers it). */
export function mockProviderAddress(id: string, outcome: 'signed-in' | 'allowed' | 'denied'): string {
  return `/oidc/auth/${encodeURIComponent(id)}?mock=${outcome}`;
}

/** The consent step that follows a canned sign-in step (mock-login → mock-consent). */
export function consentAfter(id: string): string {
  return id.replace('login', 'consent');
}

export function createOAuthInteractionMockResolvers(state: MockState): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const signedIn = (ctx: MockContext) => {
    const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
    const account = session && state.accountByCode(session.accountCode);
    return session && account ? account : null;
  };

  /** The interaction of this id, or why not: the scenario, the gateway's check of the id, then the "cookie". */
  const find = (ctx: MockContext, operation: MockOperation, id: unknown): { interaction: Canned; id: string } | { error: MockUserError } => {
    const forced = forcedError(ctx.mockError, operation);
    if (forced) return { error: forced };
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { error: userError('VALIDATION_FAILED', { field: 'id' }) };
    const found = canned[id];
    if (found === undefined) return { error: userError(ctx.oauthInteraction && ctx.oauthInteraction !== id ? 'INTERACTION_REPLACED' : 'INTERACTION_EXPIRED') };
    if (typeof found === 'string') return { error: userError(found) };
    return { interaction: found, id };
  };

  /** A step's checks after the interaction's, in the account service's order: the step, then the session. */
  const step = (ctx: MockContext, operation: MockOperation, id: unknown, prompt: Canned['prompt']) => {
    const found = find(ctx, operation, id);
    if ('error' in found) return found;
    if (found.interaction.prompt !== prompt) return { error: userError('ACTION_NOT_APPLICABLE') };
    const account = signedIn(ctx);
    if (!account) return { error: userError('UNAUTHENTICATED') };
    if (account.mustChangePassword) return { error: userError('FORBIDDEN') };
    return found;
  };

  return {
    Query: {
      oauthInteraction: (_parent, args, ctx) => {
        const found = find(ctx, 'oauthInteraction', args.id);
        if ('error' in found) return { interaction: null, error: found.error };
        const { interaction } = found;
        return {
          interaction: {
            id: found.id,
            prompt: interaction.prompt,
            reasons: interaction.reasons,
            app: mockInteractionApp,
            scopes: asked,
            newScopes: interaction.newScopes,
            loginHint: null,
            locale: interaction.locale,
            portalSession: signedIn(ctx) ? 'USABLE' : 'MISSING',
            expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
          },
          error: null,
        };
      },
    },
    Mutation: {
      completeOAuthLogin: (_parent, args, ctx) => {
        const done = step(ctx, 'completeOAuthLogin', args.id, 'LOGIN');
        return 'error' in done ? { returnTo: null, error: done.error } : { returnTo: mockProviderAddress(done.id, 'signed-in'), error: null };
      },
      decideOAuthConsent: (_parent, args, ctx) => {
        const done = step(ctx, 'decideOAuthConsent', args.id, 'CONSENT');
        if ('error' in done) return { returnTo: null, error: done.error };
        // Allowing an app needs a fresh step-up; refusing does not.
        const stepUp = args.allow === true ? mockStepUpRefusal(state, ctx) : null;
        if (stepUp) return { returnTo: null, error: stepUp };
        return { returnTo: mockProviderAddress(done.id, args.allow === true ? 'allowed' : 'denied'), error: null };
      },
    },
  };
}
