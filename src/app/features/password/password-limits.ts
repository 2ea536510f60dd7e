/**
 * The password policy's length limits in code points, as the account service enforces them. A module
 * of its own: the error messages (on every page, /login included) need the numbers, not the policy.
 */
export const passwordMinLength = 12;
export const passwordMaxLength = 128;
