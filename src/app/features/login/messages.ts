import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'ログイン' },
  passwordLabel: { id: 'login.passwordLabel', defaultMessage: 'パスワード' },
  passwordRequired: { id: 'login.passwordRequired', defaultMessage: 'パスワードを入力してください' },
  passwordTooLong: defineMessage<{ max: number }>({ id: 'login.passwordTooLong', defaultMessage: 'パスワードは{max}文字以内です' }),
  submit: { id: 'login.submit', defaultMessage: 'ログイン' },
  forgotPassword: { id: 'login.forgotPassword', defaultMessage: 'パスワードをお忘れの方' },
});
