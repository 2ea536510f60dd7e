// Error scenarios: with a code chosen (URL ?mockError=CODE, the developer panel, or the mock
// gateway's x-mock-error header), every operation that can return that code answers it.
import type { GraphQLSchema } from 'graphql';
import type { ErrorCode } from '../gql/graphql';
import { passwordPolicyCodes } from '../../shared/password-policy';

/** The operations of the schema that answer expected failures, by field name. */
export type MockOperation =
  | 'login'
  | 'startRecoveryLogin'
  | 'verifyLoginCode'
  | 'resendLoginCode'
  | 'logout'
  | 'requestPasswordReissue'
  | 'passwordResetToken'
  | 'resetPassword'
  | 'changePassword'
  | 'updateAccount'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'revokeSession'
  | 'revokeOtherSessions'
  | 'revokeConnectedApp'
  | 'oauthInteraction'
  | 'completeOAuthLogin'
  | 'decideOAuthConsent'
  | 'reportNotMe'
  | 'notMeLink'
  | 'reportNotMeByLink'
  | 'startPasskeyRegistration'
  | 'finishPasskeyRegistration'
  | 'renamePasskey'
  | 'deletePasskey'
  | 'startPasskeySignIn'
  | 'finishPasskeySignIn'
  | 'adminAccounts'
  | 'adminAccountSearch'
  | 'adminAccount'
  | 'adminAudit'
  | 'adminAccountAction'
  | 'adminInviteAccount'
  | 'adminOAuthClients'
  | 'adminCreateOAuthClient'
  | 'adminRotateOAuthClientSecret'
  | 'adminDisableOAuthClient'
  | 'startPasskeyStepUp'
  | 'finishPasskeyStepUp'
  | 'sendStepUpCode'
  | 'verifyStepUpCode'
  | 'verifyAuthenticatorAppStepUp'
  | 'requestDataExport'
  | 'dataExportLink'
  | 'requestAccountClosing'
  | 'cancelAccountClosing'
  | 'adminClosingAccounts';

/** Operations that are queries: they answer a code as a GraphQL error, and only the codes listed. */
const queries: ReadonlySet<MockOperation> = new Set(['passwordResetToken', 'notMeLink', 'oauthInteraction', 'adminAccounts', 'adminAccountSearch', 'adminAccount', 'adminAudit', 'adminOAuthClients', 'dataExportLink', 'adminClosingAccounts']);

// Codes from the schema's ErrorCode type: a code that leaves the schema fails the type check here.
const resetTokenCodes: ErrorCode[] = ['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED', 'RESET_TOKEN_USED', 'RESET_TOKEN_SUPERSEDED'];
const passwordCodes: readonly ErrorCode[] = passwordPolicyCodes;
const signedInCodes: ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN'];
const notMeLinkCodes: ErrorCode[] = ['NOT_ME_LINK_INVALID', 'NOT_ME_LINK_EXPIRED', 'NOT_ME_LINK_USED'];
const interactionCodes: ErrorCode[] = ['VALIDATION_FAILED', 'INTERACTION_EXPIRED', 'INTERACTION_REPLACED'];
const interactionStepCodes: ErrorCode[] = [...interactionCodes, 'ACTION_NOT_APPLICABLE', 'FRESH_SIGN_IN_REQUIRED', 'INTERACTION_ACCOUNT_MISMATCH', ...signedInCodes];

/** Which codes each operation can answer (besides SERVICE_UNAVAILABLE, which every one can). */
export const scenarioCodesByOperation: Readonly<Record<MockOperation, readonly ErrorCode[]>> = {
  login: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS'],
  startRecoveryLogin: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS'],
  verifyLoginCode: [
    'VALIDATION_FAILED',
    'INVALID_CODE',
    'CODE_EXPIRED',
    'TOO_MANY_ATTEMPTS',
    'LOGIN_ATTEMPT_INVALID',
    'TOO_MANY_REQUESTS',
  ],
  resendLoginCode: ['RESEND_TOO_SOON', 'RESEND_LIMIT_REACHED', 'LOGIN_ATTEMPT_INVALID', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS'],
  logout: [],
  requestPasswordReissue: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
  passwordResetToken: resetTokenCodes,
  resetPassword: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS', ...resetTokenCodes, ...passwordCodes],
  changePassword: ['VALIDATION_FAILED', 'INVALID_CURRENT_PASSWORD', 'TOO_MANY_REQUESTS', ...passwordCodes, ...signedInCodes],
  updateAccount: ['VALIDATION_FAILED', 'NAME_INVALID', 'NAME_KANA_INVALID', 'PHONE_INVALID', ...signedInCodes],
  requestEmailChange: [
    'VALIDATION_FAILED',
    'EMAIL_INVALID',
    'EMAIL_UNAVAILABLE',
    'INVALID_CURRENT_PASSWORD',
    'TOO_MANY_REQUESTS',
    ...signedInCodes,
  ],
  confirmEmailChange: [
    'VALIDATION_FAILED',
    'INVALID_CODE',
    'CODE_EXPIRED',
    'TOO_MANY_ATTEMPTS',
    'EMAIL_CHANGE_NOT_PENDING',
    ...signedInCodes,
  ],
  revokeSession: ['SESSION_NOT_FOUND', ...signedInCodes],
  revokeOtherSessions: signedInCodes,
  revokeConnectedApp: ['CONNECTED_APP_NOT_FOUND', ...signedInCodes],
  oauthInteraction: interactionCodes,
  completeOAuthLogin: interactionStepCodes,
  decideOAuthConsent: interactionStepCodes,
  reportNotMe: ['EVENT_NOT_FOUND', 'VALIDATION_FAILED', ...signedInCodes],
  notMeLink: notMeLinkCodes,
  reportNotMeByLink: ['TOO_MANY_REQUESTS', ...notMeLinkCodes],
  startPasskeyRegistration: ['REAUTHENTICATION_REQUIRED', 'INVALID_CURRENT_PASSWORD', 'PASSKEY_LIMIT_REACHED', 'TOO_MANY_REQUESTS', ...signedInCodes],
  finishPasskeyRegistration: ['PASSKEY_VERIFICATION_FAILED', 'PASSKEY_ALREADY_REGISTERED', 'PASSKEY_NAME_INVALID', 'PASSKEY_LIMIT_REACHED', ...signedInCodes],
  renamePasskey: ['PASSKEY_NOT_FOUND', 'PASSKEY_NAME_INVALID', ...signedInCodes],
  deletePasskey: ['PASSKEY_NOT_FOUND', 'INVALID_CURRENT_PASSWORD', 'TOO_MANY_REQUESTS', ...signedInCodes],
  startPasskeySignIn: ['TOO_MANY_REQUESTS'],
  finishPasskeySignIn: ['INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS'],
  adminAccounts: signedInCodes,
  adminAccountSearch: ['VALIDATION_FAILED', ...signedInCodes],
  adminAccount: signedInCodes,
  adminAudit: ['VALIDATION_FAILED', ...signedInCodes],
  adminAccountAction: ['ACCOUNT_NOT_FOUND', 'LAST_ACTIVE_ADMIN', 'CANNOT_DISABLE_SELF', 'ACTION_NOT_APPLICABLE', 'VALIDATION_FAILED', ...signedInCodes],
  adminInviteAccount: [
    'VALIDATION_FAILED',
    'LOGIN_ID_INVALID',
    'LOGIN_ID_UNAVAILABLE',
    'EMAIL_INVALID',
    'EMAIL_UNAVAILABLE',
    'NAME_INVALID',
    'NAME_KANA_INVALID',
    ...signedInCodes,
  ],
  adminOAuthClients: signedInCodes,
  adminCreateOAuthClient: ['CLIENT_NAME_INVALID', 'REDIRECT_URI_INVALID', 'BACKCHANNEL_LOGOUT_URI_INVALID', 'SCOPE_INVALID', ...signedInCodes],
  adminRotateOAuthClientSecret: ['CLIENT_NOT_FOUND', 'CLIENT_DISABLED', 'CLIENT_HAS_NO_SECRET', ...signedInCodes],
  adminDisableOAuthClient: ['CLIENT_NOT_FOUND', 'CLIENT_DISABLED', ...signedInCodes],
  // The step-up's own operations (mock-step-up.ts). STEP_UP_REQUIRED is what they answer for a method
  // that is not the account's; as a scenario it is the mock's step-up itself that answers it.
  startPasskeyStepUp: ['STEP_UP_REQUIRED', 'TOO_MANY_REQUESTS', ...signedInCodes],
  finishPasskeyStepUp: ['PASSKEY_VERIFICATION_FAILED', 'STEP_UP_REQUIRED', 'TOO_MANY_REQUESTS', ...signedInCodes],
  sendStepUpCode: ['RESEND_TOO_SOON', 'RESEND_LIMIT_REACHED', 'STEP_UP_REQUIRED', 'TOO_MANY_REQUESTS', ...signedInCodes],
  verifyStepUpCode: ['VALIDATION_FAILED', 'INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'INVALID_CURRENT_PASSWORD', 'STEP_UP_REQUIRED', 'TOO_MANY_REQUESTS', ...signedInCodes],
  verifyAuthenticatorAppStepUp: ['VALIDATION_FAILED', 'INVALID_CODE', 'STEP_UP_REQUIRED', 'TOO_MANY_REQUESTS', ...signedInCodes],
  requestDataExport: signedInCodes,
  dataExportLink: ['DATA_EXPORT_LINK_INVALID', 'DATA_EXPORT_LINK_EXPIRED', ...signedInCodes],
  requestAccountClosing: ['LAST_ACTIVE_ADMIN', ...signedInCodes],
  cancelAccountClosing: signedInCodes,
  adminClosingAccounts: signedInCodes,
};

const knownCodes = new Set<string>(['SERVICE_UNAVAILABLE', ...Object.values(scenarioCodesByOperation).flat()]);

/** Every value of the schema's ErrorCode enum, read from the schema itself. */
export function errorCodesOf(schema: GraphQLSchema): string[] {
  const type = schema.getType('ErrorCode');
  if (!type || !('getValues' in type)) throw new Error('the schema has no ErrorCode enum');
  return type.getValues().map((value) => value.name);
}

/** The input field each code is about, where the form shows it at a field. */
function fieldFor(code: string, operation: MockOperation): string | null {
  if (operation === 'adminInviteAccount') {
    // The invitation's own input names.
    const fields: Record<string, string> = {
      VALIDATION_FAILED: 'loginId',
      LOGIN_ID_INVALID: 'loginId',
      LOGIN_ID_UNAVAILABLE: 'loginId',
      EMAIL_INVALID: 'email',
      EMAIL_UNAVAILABLE: 'email',
      NAME_INVALID: 'name',
      NAME_KANA_INVALID: 'nameKana',
    };
    return fields[code] ?? null;
  }
  if (code === 'VALIDATION_FAILED') {
    const fields: Partial<Record<MockOperation, string>> = {
      login: 'loginId',
      verifyLoginCode: 'code',
      requestPasswordReissue: 'loginId',
      resetPassword: 'newPassword',
      changePassword: 'newPassword',
      updateAccount: 'name',
      requestEmailChange: 'newEmail',
      confirmEmailChange: 'code',
      adminAccountSearch: 'search',
      adminAudit: 'accountCode',
      adminAccountAction: 'role',
    };
    return fields[operation] ?? null;
  }
  if (code.startsWith('PASSWORD_')) return 'newPassword';
  const fields: Record<string, string> = {
    INVALID_CURRENT_PASSWORD: 'currentPassword',
    NAME_INVALID: 'name',
    NAME_KANA_INVALID: 'nameKana',
    PHONE_INVALID: 'phone',
    EMAIL_INVALID: 'newEmail',
    EMAIL_UNAVAILABLE: 'newEmail',
    CLIENT_NAME_INVALID: 'name',
    REDIRECT_URI_INVALID: 'redirectUris',
    BACKCHANNEL_LOGOUT_URI_INVALID: 'backchannelLogoutUri',
    SCOPE_INVALID: 'scopes',
  };
  return fields[code] ?? null;
}

export interface MockUserError {
  code: string;
  field: string | null;
  retryAfterSeconds: number | null;
  attemptsRemaining: number | null;
  /** STEP_UP_REQUIRED: the method to step up with. */
  stepUpMethod?: string | null;
}

/** A UserError as the gateway would send it, with the hints its code carries. */
export function userError(code: string, fields: Partial<MockUserError> = {}): MockUserError {
  return { code, field: null, retryAfterSeconds: null, attemptsRemaining: null, ...fields };
}

/**
 * The error the chosen scenario forces on this operation, or null. A code the table does not know
 * (added to the schema later) is answered by every mutation, so each code stays reachable.
 */
export function forcedError(scenario: string | null | undefined, operation: MockOperation): MockUserError | null {
  if (!scenario) return null;
  const applies =
    scenario === 'SERVICE_UNAVAILABLE' ||
    (scenarioCodesByOperation[operation] as readonly string[]).includes(scenario) ||
    (!knownCodes.has(scenario) && !queries.has(operation));
  if (!applies) return null;
  return userError(scenario, {
    field: fieldFor(scenario, operation),
    retryAfterSeconds: scenario === 'TOO_MANY_REQUESTS' ? 30 : scenario === 'RESEND_TOO_SOON' ? 45 : null,
    attemptsRemaining: scenario === 'INVALID_CODE' ? 2 : null,
  });
}
