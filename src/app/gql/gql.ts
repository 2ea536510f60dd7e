/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query PasswordOwner {\n  viewer {\n    account {\n      accountCode\n      loginId\n      email\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.PasswordOwnerDocument,
    "fragment UserErrorFields on UserError {\n  code\n  field\n  retryAfterSeconds\n  attemptsRemaining\n}": typeof types.UserErrorFieldsFragmentDoc,
    "fragment AccountDetailsFields on Account {\n  accountCode\n  loginId\n  email\n  name\n  nameKana\n  phone\n  department\n  locale\n}\n\nfragment AccountViewerFields on Viewer {\n  ...ViewerFields\n  account {\n    ...AccountDetailsFields\n  }\n}\n\nquery AccountDetails {\n  viewer {\n    ...AccountViewerFields\n  }\n}\n\nmutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input) {\n    pending {\n      newEmail\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.AccountDetailsFieldsFragmentDoc,
    "fragment LoginChallengeFields on LoginChallenge {\n  maskedEmail\n  expiresAt\n  resendAvailableAt\n  resendsRemaining\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.LoginChallengeFieldsFragmentDoc,
    "mutation Logout {\n  logout {\n    ok\n    error {\n      code\n    }\n  }\n}": typeof types.LogoutDocument,
    "query LoginChallenge {\n  loginChallenge {\n    ...LoginChallengeFields\n  }\n}\n\nmutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n  verifyLoginCode(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResendLoginCode {\n  resendLoginCode {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.LoginChallengeDocument,
    "mutation RequestPasswordReissue($input: RequestPasswordReissueInput!) {\n  requestPasswordReissue(input: $input) {\n    accepted\n    error {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.RequestPasswordReissueDocument,
    "query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    info {\n      purpose\n      loginId\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ok\n    error {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.PasswordResetTokenDocument,
    "fragment ViewerFields on Viewer {\n  account {\n    accountCode\n    name\n    role\n    locale\n    mustChangePassword\n    previousLoginAt\n  }\n  session {\n    expiresAt\n  }\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
};
const documents: Documents = {
    "query PasswordOwner {\n  viewer {\n    account {\n      accountCode\n      loginId\n      email\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": types.PasswordOwnerDocument,
    "fragment UserErrorFields on UserError {\n  code\n  field\n  retryAfterSeconds\n  attemptsRemaining\n}": types.UserErrorFieldsFragmentDoc,
    "fragment AccountDetailsFields on Account {\n  accountCode\n  loginId\n  email\n  name\n  nameKana\n  phone\n  department\n  locale\n}\n\nfragment AccountViewerFields on Viewer {\n  ...ViewerFields\n  account {\n    ...AccountDetailsFields\n  }\n}\n\nquery AccountDetails {\n  viewer {\n    ...AccountViewerFields\n  }\n}\n\nmutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input) {\n    pending {\n      newEmail\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": types.AccountDetailsFieldsFragmentDoc,
    "fragment LoginChallengeFields on LoginChallenge {\n  maskedEmail\n  expiresAt\n  resendAvailableAt\n  resendsRemaining\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": types.LoginChallengeFieldsFragmentDoc,
    "mutation Logout {\n  logout {\n    ok\n    error {\n      code\n    }\n  }\n}": types.LogoutDocument,
    "query LoginChallenge {\n  loginChallenge {\n    ...LoginChallengeFields\n  }\n}\n\nmutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n  verifyLoginCode(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResendLoginCode {\n  resendLoginCode {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}": types.LoginChallengeDocument,
    "mutation RequestPasswordReissue($input: RequestPasswordReissueInput!) {\n  requestPasswordReissue(input: $input) {\n    accepted\n    error {\n      ...UserErrorFields\n    }\n  }\n}": types.RequestPasswordReissueDocument,
    "query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    info {\n      purpose\n      loginId\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ok\n    error {\n      ...UserErrorFields\n    }\n  }\n}": types.PasswordResetTokenDocument,
    "fragment ViewerFields on Viewer {\n  account {\n    accountCode\n    name\n    role\n    locale\n    mustChangePassword\n    previousLoginAt\n  }\n  session {\n    expiresAt\n  }\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}": types.ViewerFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordOwner {\n  viewer {\n    account {\n      accountCode\n      loginId\n      email\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["query PasswordOwner {\n  viewer {\n    account {\n      accountCode\n      loginId\n      email\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserErrorFields on UserError {\n  code\n  field\n  retryAfterSeconds\n  attemptsRemaining\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  code\n  field\n  retryAfterSeconds\n  attemptsRemaining\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccountDetailsFields on Account {\n  accountCode\n  loginId\n  email\n  name\n  nameKana\n  phone\n  department\n  locale\n}\n\nfragment AccountViewerFields on Viewer {\n  ...ViewerFields\n  account {\n    ...AccountDetailsFields\n  }\n}\n\nquery AccountDetails {\n  viewer {\n    ...AccountViewerFields\n  }\n}\n\nmutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input) {\n    pending {\n      newEmail\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["fragment AccountDetailsFields on Account {\n  accountCode\n  loginId\n  email\n  name\n  nameKana\n  phone\n  department\n  locale\n}\n\nfragment AccountViewerFields on Viewer {\n  ...ViewerFields\n  account {\n    ...AccountDetailsFields\n  }\n}\n\nquery AccountDetails {\n  viewer {\n    ...AccountViewerFields\n  }\n}\n\nmutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input) {\n    pending {\n      newEmail\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    viewer {\n      ...AccountViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LoginChallengeFields on LoginChallenge {\n  maskedEmail\n  expiresAt\n  resendAvailableAt\n  resendsRemaining\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["fragment LoginChallengeFields on LoginChallenge {\n  maskedEmail\n  expiresAt\n  resendAvailableAt\n  resendsRemaining\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    ok\n    error {\n      code\n    }\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    ok\n    error {\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginChallenge {\n  loginChallenge {\n    ...LoginChallengeFields\n  }\n}\n\nmutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n  verifyLoginCode(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResendLoginCode {\n  resendLoginCode {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["query LoginChallenge {\n  loginChallenge {\n    ...LoginChallengeFields\n  }\n}\n\nmutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n  verifyLoginCode(input: $input) {\n    viewer {\n      ...ViewerFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResendLoginCode {\n  resendLoginCode {\n    challenge {\n      ...LoginChallengeFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReissue($input: RequestPasswordReissueInput!) {\n  requestPasswordReissue(input: $input) {\n    accepted\n    error {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation RequestPasswordReissue($input: RequestPasswordReissueInput!) {\n  requestPasswordReissue(input: $input) {\n    accepted\n    error {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    info {\n      purpose\n      loginId\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ok\n    error {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    info {\n      purpose\n      loginId\n      expiresAt\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ok\n    error {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  account {\n    accountCode\n    name\n    role\n    locale\n    mustChangePassword\n    previousLoginAt\n  }\n  session {\n    expiresAt\n  }\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  account {\n    accountCode\n    name\n    role\n    locale\n    mustChangePassword\n    previousLoginAt\n  }\n  session {\n    expiresAt\n  }\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;