import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '../gql/graphql';
import { passwordMaxLength, passwordMinLength } from '../../shared/password-policy';
import { errorMessages } from './messages';

/** The parts of a GraphQL `UserError` the UI explains. */
export interface UserErrorLike {
  code: ErrorCode;
  retryAfterSeconds?: number | null;
  attemptsRemaining?: number | null;
}

/**
 * Where the code came from, when a code means something else there: an expired code during an
 * e-mail change asks for a new code, not for a new login.
 */
export type ErrorFlow = 'login' | 'emailChange';

/** The one place where an error code becomes words: exhaustive over the schema's `ErrorCode`. */
export function formatUserError(intl: IntlShape, error: UserErrorLike, flow: ErrorFlow = 'login'): string {
  const { retryAfterSeconds, attemptsRemaining } = error;
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return intl.formatMessage(errorMessages.validationFailed);
    case 'INVALID_CREDENTIALS':
      return intl.formatMessage(errorMessages.invalidCredentials);
    case 'TOO_MANY_REQUESTS':
      return retryAfterSeconds != null
        ? intl.formatMessage(errorMessages.tooManyRequestsRetryAfter, { retryAfterSeconds })
        : intl.formatMessage(errorMessages.tooManyRequests);
    case 'INVALID_CODE':
      return attemptsRemaining != null
        ? intl.formatMessage(errorMessages.invalidCodeAttemptsRemaining, { attemptsRemaining })
        : intl.formatMessage(errorMessages.invalidCode);
    case 'CODE_EXPIRED':
      return intl.formatMessage(flow === 'emailChange' ? errorMessages.emailChangeCodeExpired : errorMessages.codeExpired);
    case 'TOO_MANY_ATTEMPTS':
      return intl.formatMessage(
        flow === 'emailChange' ? errorMessages.emailChangeTooManyAttempts : errorMessages.tooManyAttempts,
      );
    case 'LOGIN_ATTEMPT_INVALID':
      return intl.formatMessage(errorMessages.loginAttemptInvalid);
    case 'RESEND_TOO_SOON':
      return retryAfterSeconds != null
        ? intl.formatMessage(errorMessages.resendTooSoonRetryAfter, { retryAfterSeconds })
        : intl.formatMessage(errorMessages.resendTooSoon);
    case 'RESEND_LIMIT_REACHED':
      return intl.formatMessage(errorMessages.resendLimitReached);
    case 'UNAUTHENTICATED':
      return intl.formatMessage(errorMessages.unauthenticated);
    case 'FORBIDDEN':
      return intl.formatMessage(errorMessages.forbidden);
    case 'SERVICE_UNAVAILABLE':
      return intl.formatMessage(errorMessages.serviceUnavailable);
    case 'RESET_TOKEN_INVALID':
      return intl.formatMessage(errorMessages.resetTokenInvalid);
    case 'RESET_TOKEN_EXPIRED':
      return intl.formatMessage(errorMessages.resetTokenExpired);
    case 'RESET_TOKEN_USED':
      return intl.formatMessage(errorMessages.resetTokenUsed);
    case 'RESET_TOKEN_SUPERSEDED':
      return intl.formatMessage(errorMessages.resetTokenSuperseded);
    case 'PASSWORD_TOO_SHORT':
      return intl.formatMessage(errorMessages.passwordTooShort, { min: passwordMinLength });
    case 'PASSWORD_TOO_LONG':
      return intl.formatMessage(errorMessages.passwordTooLong, { max: passwordMaxLength });
    case 'PASSWORD_TOO_COMMON':
      return intl.formatMessage(errorMessages.passwordTooCommon);
    case 'PASSWORD_CONTAINS_LOGIN_ID':
      return intl.formatMessage(errorMessages.passwordContainsLoginId);
    case 'PASSWORD_CONTAINS_EMAIL':
      return intl.formatMessage(errorMessages.passwordContainsEmail);
    case 'INVALID_CURRENT_PASSWORD':
      return intl.formatMessage(errorMessages.invalidCurrentPassword);
    case 'NAME_INVALID':
      return intl.formatMessage(errorMessages.nameInvalid);
    case 'NAME_KANA_INVALID':
      return intl.formatMessage(errorMessages.nameKanaInvalid);
    case 'PHONE_INVALID':
      return intl.formatMessage(errorMessages.phoneInvalid);
    case 'EMAIL_INVALID':
      return intl.formatMessage(errorMessages.emailInvalid);
    case 'EMAIL_UNAVAILABLE':
      return intl.formatMessage(errorMessages.emailUnavailable);
    case 'EMAIL_CHANGE_NOT_PENDING':
      return intl.formatMessage(errorMessages.emailChangeNotPending);
    case 'NOT_ME_LINK_INVALID':
      return intl.formatMessage(errorMessages.notMeLinkInvalid);
    case 'NOT_ME_LINK_EXPIRED':
      return intl.formatMessage(errorMessages.notMeLinkExpired);
    case 'NOT_ME_LINK_USED':
      return intl.formatMessage(errorMessages.notMeLinkUsed);
    case 'NOT_ME_LINK_VOID':
      return intl.formatMessage(errorMessages.notMeLinkVoid);
    case 'SESSION_NOT_FOUND':
      return intl.formatMessage(errorMessages.sessionNotFound);
    case 'EVENT_NOT_FOUND':
      return intl.formatMessage(errorMessages.eventNotFound);
    case 'PASSKEY_NOT_FOUND':
      return intl.formatMessage(errorMessages.passkeyNotFound);
    case 'PASSKEY_LIMIT_REACHED':
      return intl.formatMessage(errorMessages.passkeyLimitReached);
    case 'PASSKEY_ALREADY_REGISTERED':
      return intl.formatMessage(errorMessages.passkeyAlreadyRegistered);
    case 'PASSKEY_VERIFICATION_FAILED':
      return intl.formatMessage(errorMessages.passkeyVerificationFailed);
    case 'PASSKEY_NAME_INVALID':
      return intl.formatMessage(errorMessages.passkeyNameInvalid);
    case 'CONNECTED_APP_NOT_FOUND':
      return intl.formatMessage(errorMessages.connectedAppNotFound);
    case 'INTERACTION_EXPIRED':
      return intl.formatMessage(errorMessages.interactionExpired);
    case 'INTERACTION_REPLACED':
      return intl.formatMessage(errorMessages.interactionReplaced);
    case 'FRESH_SIGN_IN_REQUIRED':
      return intl.formatMessage(errorMessages.freshSignInRequired);
    case 'INTERACTION_ACCOUNT_MISMATCH':
      return intl.formatMessage(errorMessages.interactionAccountMismatch);
    case 'REAUTHENTICATION_REQUIRED':
      return intl.formatMessage(errorMessages.reauthenticationRequired);
    case 'ACCOUNT_NOT_FOUND':
      return intl.formatMessage(errorMessages.accountNotFound);
    case 'LAST_ACTIVE_ADMIN':
      return intl.formatMessage(errorMessages.lastActiveAdmin);
    case 'CANNOT_DISABLE_SELF':
      return intl.formatMessage(errorMessages.cannotDisableSelf);
    case 'ACTION_NOT_APPLICABLE':
      return intl.formatMessage(errorMessages.actionNotApplicable);
    case 'LOGIN_ID_INVALID':
      return intl.formatMessage(errorMessages.loginIdInvalid);
    case 'LOGIN_ID_UNAVAILABLE':
      return intl.formatMessage(errorMessages.loginIdUnavailable);
    case 'CLIENT_NAME_INVALID':
      return intl.formatMessage(errorMessages.clientNameInvalid);
    case 'REDIRECT_URI_INVALID':
      return intl.formatMessage(errorMessages.redirectUriInvalid);
    case 'BACKCHANNEL_LOGOUT_URI_INVALID':
      return intl.formatMessage(errorMessages.backchannelLogoutUriInvalid);
    case 'SCOPE_INVALID':
      return intl.formatMessage(errorMessages.scopeInvalid);
    case 'CLIENT_NOT_FOUND':
      return intl.formatMessage(errorMessages.clientNotFound);
    case 'CLIENT_DISABLED':
      return intl.formatMessage(errorMessages.clientDisabled);
    case 'CLIENT_HAS_NO_SECRET':
      return intl.formatMessage(errorMessages.clientHasNoSecret);
    case 'AUTHENTICATOR_ALREADY_ENROLLED':
      return intl.formatMessage(errorMessages.authenticatorAlreadyEnrolled);
    case 'AUTHENTICATOR_NOT_PENDING':
      return intl.formatMessage(errorMessages.authenticatorNotPending);
    case 'AUTHENTICATOR_NOT_FOUND':
      return intl.formatMessage(errorMessages.authenticatorNotFound);
    case 'STEP_UP_REQUIRED':
      return intl.formatMessage(errorMessages.stepUpRequired);
    case 'PASSWORDLESS_NEEDS_PASSKEY':
      return intl.formatMessage(errorMessages.passwordlessNeedsPasskey);
    case 'PASSWORDLESS_NEEDS_RECOVERY_CODES':
      return intl.formatMessage(errorMessages.passwordlessNeedsRecoveryCodes);
    case 'ALREADY_PASSWORDLESS':
      return intl.formatMessage(errorMessages.alreadyPasswordless);
    case 'PASSWORD_ALREADY_SET':
      return intl.formatMessage(errorMessages.passwordAlreadySet);
    case 'LAST_WAY_IN':
      return intl.formatMessage(errorMessages.lastWayIn);
    case 'DATA_EXPORT_LINK_INVALID':
      return intl.formatMessage(errorMessages.dataExportLinkInvalid);
    case 'DATA_EXPORT_LINK_EXPIRED':
      return intl.formatMessage(errorMessages.dataExportLinkExpired);
    default: {
      const unhandled: never = error.code;
      return unhandled;
    }
  }
}

/** Codes after which nothing the user types helps: 「ただいま処理できません」, and where to ask for help. */
export function isUnavailableCode(code: ErrorCode): boolean {
  return code === 'SERVICE_UNAVAILABLE';
}

export { formatUnexpectedError } from './unexpected-error';
