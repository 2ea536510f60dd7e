import type { MessageCatalog } from './load-messages';

/** The English texts of step-up (components/step-up/messages.ts and its error code). */
export const enStepUp: MessageCatalog = {
  'stepUp.title': 'Confirm it is you',
  'stepUp.passkeyDescription': 'Before this important change, confirm it is you with a passkey of this account. The change goes on afterwards.',
  'stepUp.passkeyButton': 'Confirm with a passkey',
  'stepUp.passkeyCancelled': 'The passkey confirmation was cancelled. Please try again',
  'stepUp.passkeyFailed': 'The passkey could not confirm it is you. Please try again with a passkey of this account',
  'stepUp.appDescription': 'Before this important change, enter the code your authenticator app shows. The change goes on afterwards.',
  'stepUp.emailDescription': 'Before this important change, confirm it is you with a code sent to your e-mail address and your password. The change goes on afterwards.',
  'stepUp.sendCode': 'Send the code',
  'stepUp.resendCode': 'Resend the code',
  'stepUp.codeSent': 'A code was sent to {maskedEmail}. Enter it within 10 minutes.',
  'stepUp.confirm': 'Confirm and continue',
  'stepUp.cancel': 'Cancel',
  'error.stepUpRequired': 'The change was not made because you have not confirmed it is you. Please try again and confirm it is you',
};
