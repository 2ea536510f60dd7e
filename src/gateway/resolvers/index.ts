// All resolvers, one file per feature, typed by the generated contract.
import type { Resolvers } from '../generated/resolvers';
import { DateTime } from './date-time.scalar';
import { loginChallengeQuery, loginMutations } from './login.resolvers';
import { logoutMutation } from './logout.resolvers';
import { passwordMutations, passwordResetTokenQuery } from './password.resolvers';
import { viewerQuery } from './viewer.resolvers';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...viewerQuery, ...loginChallengeQuery, ...passwordResetTokenQuery },
  Mutation: { ...loginMutations, ...logoutMutation, ...passwordMutations },
};
