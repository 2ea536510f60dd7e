// All resolvers, one file per feature, typed by the generated contract. Fields with @auth in the
// schema are guarded by app.ts (auth.ts: withAuth), not here.
import type { Resolvers } from '../generated/resolvers';
import { accountMutations } from './account.resolvers';
import { adminAccountDetailFields, adminMutations, adminQueries } from './admin.resolvers';
import { DateTime } from './date-time.scalar';
import { loginChallengeQuery, loginMutations } from './login.resolvers';
import { logoutMutation } from './logout.resolvers';
import { passwordMutations, passwordResetTokenQuery } from './password.resolvers';
import { passkeyMutations, viewerPasskeyFields } from './passkey.resolvers';
import { notMeLinkQuery, securityMutations, viewerSecurityFields } from './security.resolvers';
import { viewerQuery } from './viewer.resolvers';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...viewerQuery, ...loginChallengeQuery, ...passwordResetTokenQuery, ...notMeLinkQuery, ...adminQueries },
  Mutation: { ...loginMutations, ...logoutMutation, ...passwordMutations, ...accountMutations, ...securityMutations, ...passkeyMutations, ...adminMutations },
  Viewer: { ...viewerSecurityFields, ...viewerPasskeyFields },
  AdminAccountDetail: adminAccountDetailFields,
};
