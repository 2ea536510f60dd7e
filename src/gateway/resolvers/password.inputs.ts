// Gateway-side checks of password inputs (limits of schema/account-api.yaml; see inputs.ts). The
// password policy itself (12-128 characters, not common…) is the account service's to decide.
import { chars, fieldChecker } from './inputs';

export const checkPasswordInput = fieldChecker({
  loginId: chars(1, 254),
  token: chars(1, 256),
  currentPassword: chars(1, 1024),
  newPassword: chars(1, 1024),
});
