// Mock mode's 「データのダウンロード」 (issue 24): asking is guarded by the mock's step-up and "mails"
// nothing (the mock has no mailbox); the link it stands for is /myData?token=valid-data-export-token,
// which this module answers as valid for 24 hours from the request (or from now, before one). The
// files themselves come from the gateway (POST /data-export), which mock mode has not.
import type { MockContext } from './mock-resolvers';
import { forcedError, userError } from './mock-scenarios';
import { mockStepUpRefusal } from './mock-step-up';
import type { MockState } from './mock-state';

type Resolver = (parent: unknown, args: Record<string, unknown>, context: MockContext) => unknown;

/** The token of the mock's data-download link. */
export const mockDataExportToken = 'valid-data-export-token';
const dayMs = 24 * 3_600_000;
const requestedAt = new WeakMap<MockState, number>();

export function createDataExportMockResolvers(state: MockState): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const signedIn = (ctx: MockContext) => state.session(ctx.bearer ?? state.data.jar.sessionToken) !== undefined;
  return {
    Query: {
      dataExportLink: (_parent, args, ctx) => {
        const refused = forcedError(ctx.mockError, 'dataExportLink') ?? (!signedIn(ctx) ? userError('UNAUTHENTICATED') : null);
        if (refused) return { expiresAt: null, error: refused };
        if (args.token !== mockDataExportToken) return { expiresAt: null, error: userError('DATA_EXPORT_LINK_INVALID') };
        return { expiresAt: new Date((requestedAt.get(state) ?? Date.now()) + dayMs).toISOString(), error: null };
      },
    },
    Mutation: {
      requestDataExport: (_parent, _args, ctx) => {
        const refused = forcedError(ctx.mockError, 'requestDataExport') ?? (!signedIn(ctx) ? userError('UNAUTHENTICATED') : mockStepUpRefusal(state, ctx));
        if (refused) return { expiresAt: null, error: refused };
        const now = Date.now();
        requestedAt.set(state, now);
        return { expiresAt: new Date(now + dayMs).toISOString(), error: null };
      },
    },
  };
}
