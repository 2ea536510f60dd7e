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
import { oauthClientMutations, oauthClientQueries } from './oauth-clients.resolvers';
import { connectedAppMutations, viewerConnectedAppFields } from './connected-apps.resolvers';
import { oauthInteractionMutations, oauthInteractionQuery } from './oauth-interaction.resolvers';
import { viewerQuery } from './viewer.resolvers';
import { secondFactorMutations, viewerSecondFactorFields } from './second-factors.resolvers';
import { stepUpMutations, viewerStepUpFields } from './step-up.resolvers';
import { dataExportMutations, dataExportQuery } from './data-export.resolvers';
import { closingMutations, closingQuery } from './closing.resolvers';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...viewerQuery, ...loginChallengeQuery, ...passwordResetTokenQuery, ...notMeLinkQuery, ...adminQueries, ...oauthClientQueries, ...oauthInteractionQuery, ...dataExportQuery, ...closingQuery },
  Mutation: { ...loginMutations, ...logoutMutation, ...passwordMutations, ...accountMutations, ...securityMutations, ...passkeyMutations, ...adminMutations, ...oauthClientMutations, ...oauthInteractionMutations, ...connectedAppMutations, ...secondFactorMutations, ...stepUpMutations, ...dataExportMutations, ...closingMutations },
  Viewer: { ...viewerSecurityFields, ...viewerPasskeyFields, ...viewerConnectedAppFields, ...viewerSecondFactorFields, ...viewerStepUpFields },
  AdminAccountDetail: adminAccountDetailFields,
};
