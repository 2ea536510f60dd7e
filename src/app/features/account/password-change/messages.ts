import { defineMessages } from 'react-intl';

export const passwordChangeMessages = defineMessages({
  title: { id: 'passwordChange.title', defaultMessage: 'パスワードの変更' },
  explanation: {
    id: 'passwordChange.explanation',
    defaultMessage: 'パスワードを変更すると、ほかの端末ではログアウトされます。',
  },
  passwordless: {
    id: 'passwordChange.passwordless',
    defaultMessage: 'このアカウントはパスワードを使わない設定のため、変更するパスワードがありません。パスワードを設定するには、セキュリティのページの「パスワードを設定する」を使ってください。',
  },
  toSecurity: { id: 'passwordChange.toSecurity', defaultMessage: 'セキュリティのページへ' },
  changed: {
    id: 'passwordChange.changed',
    defaultMessage: 'パスワードを変更しました。ほかの端末ではログアウトされました。',
  },
});
