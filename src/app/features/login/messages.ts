import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'ログイン' },
  loginIdLabel: { id: 'login.loginIdLabel', defaultMessage: 'ログインIDまたはメールアドレス' },
  passwordLabel: { id: 'login.passwordLabel', defaultMessage: 'パスワード' },
  loginIdRequired: { id: 'login.loginIdRequired', defaultMessage: 'ログインIDまたはメールアドレスを入力してください' },
  loginIdTooLong: defineMessage<{ max: number }>({ id: 'login.loginIdTooLong', defaultMessage: '{max}文字以内で入力してください' }),
  passwordRequired: { id: 'login.passwordRequired', defaultMessage: 'パスワードを入力してください' },
  passwordTooLong: defineMessage<{ max: number }>({ id: 'login.passwordTooLong', defaultMessage: 'パスワードは{max}文字以内です' }),
  submit: { id: 'login.submit', defaultMessage: 'ログイン' },
  forgotPassword: { id: 'login.forgotPassword', defaultMessage: 'パスワードをお忘れの方' },
});
