// The admin console: searching accounts, one account with its sessions and activity, actions,
// invitations and the audit log. Every field here carries @auth(roles: [ADMIN]) in the schema (auth.ts
// sends that rule with the field's one REST call, and the account service refuses it there before the
// route runs), and every REST route checks the role again. Reads have no payload
// to carry a UserError: a failure is an exposed GraphQL error with its code in extensions.code.
import { z } from 'zod';
import { toAccount, toRestLocale, toRestRole, toRestStatus } from '../account.mapper';
import { toAdminAccount, toAdminAccountDetail, toAuditEntry, toRestAction, toRestLevel } from '../admin.mapper';
import { exposedUserError } from '../exposed-error';
import { chargeList, chargePage } from '../page-budget';
import type { AdminAccountDetailResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { toAccountEvent } from '../security.mapper';
import { chars, fieldChecker } from './inputs';
import { signedInFailure } from './signed-in';

const accountCode = z.string().regex(/^[A-Za-z0-9]{1,32}$/);
const check = fieldChecker({
  search: chars(0, 200),
  after: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  accountCode,
  loginId: chars(1, 200),
  email: chars(1, 254),
  name: chars(1, 400),
  nameKana: chars(0, 400),
});

/** The cursors of the activity and the audit log (sortable ids). */
const checkIdCursor = fieldChecker({ after: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** A page size within 1..max, or the VALIDATION_FAILED error of the `first` argument. */
function pageSize(first: number | null | undefined, fallback: number, max: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw exposedUserError({ code: 'VALIDATION_FAILED', field: 'first' });
  return size;
}

/** A failed read: the error a query can carry. */
function refuse(invalid: ReturnType<typeof check>): void {
  if (invalid) throw exposedUserError(invalid);
}

/** What the deprecated adminAccounts returns: the newest accounts, one search page's worth. */
const DEPRECATED_LIST_SIZE = 50;

export const adminQueries: QueryResolvers = {
  // Deprecated: the newest accounts, as many as one page of the search (it read 200, unpaged and
  // uncharged, which cost the gateway up to 4× a viewer query).
  adminAccounts: async (_parent, _args, ctx, info) => {
    chargeList(ctx, info, DEPRECATED_LIST_SIZE);
    const result = await ctx.api.listAccounts(ctx, { limit: DEPRECATED_LIST_SIZE });
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return result.data.accounts.map(toAccount);
  },

  adminAccountSearch: async (_parent, { search, role, status, level, first, after }, ctx, info) => {
    const limit = pageSize(first, 50, 100);
    refuse(check({ search, after }));
    chargePage(ctx, info, limit);
    const result = await ctx.api.listAccounts(ctx, {
      limit,
      ...(search?.trim() ? { q: search } : {}),
      ...(role ? { role: toRestRole(role) } : {}),
      ...(status ? { status: toRestStatus(status) } : {}),
      ...(level ? { level: toRestLevel(level) } : {}),
      ...(after ? { after } : {}),
    });
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    const { accounts, nextCursor, complete } = result.data;
    return { nodes: accounts.map(toAdminAccount), pageInfo: { hasNextPage: nextCursor !== null, endCursor: nextCursor }, complete };
  },

  adminAccount: async (_parent, { accountCode: code }, ctx) => {
    // A code no account can have is simply not found.
    if (!accountCode.safeParse(code).success) return null;
    const result = await ctx.api.getAdminAccount(ctx, code);
    if (!result.ok) {
      const error = signedInFailure(ctx, result.failure);
      if (error.code === 'ACCOUNT_NOT_FOUND') return null;
      throw exposedUserError(error);
    }
    return toAdminAccountDetail(result.data);
  },

  adminAudit: async (_parent, { accountCode: code, first, after }, ctx, info) => {
    const limit = pageSize(first, 50, 100);
    refuse(check({ accountCode: code }) ?? checkIdCursor({ after }));
    chargePage(ctx, info, limit);
    const result = await ctx.api.listAuditEntries(ctx, { limit, ...(code ? { accountCode: code } : {}), ...(after ? { after } : {}) });
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return { nodes: result.data.entries.map(toAuditEntry), pageInfo: { hasNextPage: result.data.nextCursor !== null, endCursor: result.data.nextCursor } };
  },
};

export const adminAccountDetailFields: AdminAccountDetailResolvers = {
  activity: async (detail, { first, after }, ctx, info) => {
    const limit = pageSize(first, 20, 50);
    refuse(checkIdCursor({ after }));
    chargePage(ctx, info, limit);
    const result = await ctx.api.listAdminAccountEvents(ctx, detail.account.accountCode, limit, after ?? null);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return { nodes: result.data.events.map(toAccountEvent), pageInfo: { hasNextPage: result.data.nextCursor !== null, endCursor: result.data.nextCursor } };
  },
};

export const adminMutations: MutationResolvers = {
  adminAccountAction: async (_parent, { input }, ctx) => {
    if (!accountCode.safeParse(input.accountCode).success) return { account: null, error: { code: 'ACCOUNT_NOT_FOUND' } };
    if (input.action === 'SET_ROLE' && !input.role) return { account: null, error: { code: 'VALIDATION_FAILED', field: 'role' } };
    const action = toRestAction(input.action);
    const request = action === 'set_role' && input.role ? { action, role: toRestRole(input.role) } : { action };
    const result = await ctx.api.actOnAccount(ctx, input.accountCode, request);
    if (!result.ok) return { account: null, error: signedInFailure(ctx, result.failure) };
    return { account: toAdminAccountDetail(result.data), error: null };
  },

  adminInviteAccount: async (_parent, { input }, ctx) => {
    const invalid = check({ loginId: input.loginId, email: input.email, name: input.name, nameKana: input.nameKana });
    if (invalid) return { account: null, error: invalid };
    const result = await ctx.api.inviteAccount(ctx, {
      loginId: input.loginId,
      email: input.email,
      name: input.name,
      ...(input.nameKana ? { nameKana: input.nameKana } : {}),
      role: toRestRole(input.role ?? 'USER'),
      locale: toRestLocale(input.locale ?? 'JA'),
    });
    if (!result.ok) return { account: null, error: signedInFailure(ctx, result.failure) };
    return { account: toAdminAccountDetail(result.data), error: null };
  },
};
