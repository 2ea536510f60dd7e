// Fixed values of the fake account service, shared by its route files and the tests.
export const SERVICE_TOKEN = 'test-service-token-0123456789';
export const LOGIN_ID = 'taro';
export const PASSWORD = 'correct horse battery staple';
export const CODE = '123456';
/** A new password the fake's policy accepts. */
export const NEW_PASSWORD = 'a brand new passphrase 2026';
