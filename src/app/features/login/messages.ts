import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'ログイン' },
  passwordLabel: { id: 'login.passwordLabel', defaultMessage: 'パスワード' },
  passwordRequired: { id: 'login.passwordRequired', defaultMessage: 'パスワードを入力してください' },
  passwordTooLong: defineMessage<{ max: number }>({ id: 'login.passwordTooLong', defaultMessage: 'パスワードは{max}文字以内です' }),
  submit: { id: 'login.submit', defaultMessage: 'ログイン' },
  forgotPassword: { id: 'login.forgotPassword', defaultMessage: 'パスワードをお忘れの方' },
  cannotUsePasskey: { id: 'login.cannotUsePasskey', defaultMessage: 'パスキーを使えないとき' },
  or: { id: 'login.or', defaultMessage: 'または' },
  passkeySignIn: { id: 'login.passkeySignIn', defaultMessage: 'パスキーでログイン' },
  passkeyUnsupported: { id: 'login.passkeyUnsupported', defaultMessage: 'このブラウザはパスキーに対応していません。ログインIDとパスワードでログインしてください。' },
  passkeyCancelled: {
    id: 'login.passkeyCancelled',
    defaultMessage: 'パスキーでのログインは完了しませんでした。もう一度お試しいただくか、パスワードでログインしてください。',
  },
  passkeyFailed: { id: 'login.passkeyFailed', defaultMessage: 'パスキーを使えませんでした。パスワードでログインしてください。' },
});
