// A signed-in account whose details the mocked gateway keeps between calls, as the real one would.
import { vi } from 'vitest';
import { viewerResolved } from './render-app';

export interface AccountState {
  loginId: string;
  email: string;
  name: string;
  nameKana: string;
  phone: string | null;
  department: string | null;
  locale: 'JA' | 'EN';
}

export function userError(code: string, field: string | null = null, attemptsRemaining: number | null = null) {
  return { code, field, retryAfterSeconds: null, attemptsRemaining };
}

type Args = Record<string, unknown>;
type Handler = (input: Record<string, unknown>, account: AccountState) => unknown;

/** Resolvers for renderApp; each mutation handler returns a payload (its default succeeds). */
export function accountServer(
  handlers: { updateAccount?: Handler; requestEmailChange?: Handler; confirmEmailChange?: Handler; changePassword?: Handler } = {},
  initial: Partial<AccountState> = {},
) {
  const account: AccountState = {
    loginId: 'tyamada',
    email: 'taro.yamada@example.jp',
    name: '山田 太郎',
    nameKana: 'ヤマダ タロウ',
    phone: '09012345678',
    department: '経理部',
    locale: 'JA',
    ...initial,
  };
  const viewer = vi.fn(() => viewerResolved({ ...account }));
  const inputOf = (args: Args) => args.input as Record<string, unknown>;
  const mutation = (name: keyof typeof handlers, fallback: Handler) =>
    vi.fn((_parent: unknown, args: Args) => (handlers[name] ?? fallback)(inputOf(args), account));
  const mutations = {
    updateAccount: mutation('updateAccount', (input) => {
      Object.assign(account, input);
      return { viewer: viewerResolved({ ...account }), error: null };
    }),
    requestEmailChange: mutation('requestEmailChange', (input) => ({
      pending: { newEmail: input.newEmail, expiresAt: '2026-03-01T03:00:00.000Z' },
      error: null,
    })),
    confirmEmailChange: mutation('confirmEmailChange', (input) => {
      account.email = String(input.newEmail);
      return { viewer: viewerResolved({ ...account }), error: null };
    }),
    changePassword: mutation('changePassword', () => ({ viewer: viewerResolved({ ...account }), error: null })),
  };
  return { account, viewer, mutations, resolvers: { Query: { viewer }, Mutation: mutations } };
}
