import { defineMessages } from 'react-intl';

export const passwordResetMessages = defineMessages({
  resetTitle: { id: 'passwordReset.resetTitle', defaultMessage: 'パスワードの再設定' },
  invitationTitle: { id: 'passwordReset.invitationTitle', defaultMessage: 'パスワードの設定' },
  checking: { id: 'passwordReset.checking', defaultMessage: 'リンクを確認しています…' },
  resetExplanation: {
    id: 'passwordReset.resetExplanation',
    defaultMessage: '新しいパスワードを設定してください。設定すると、すべての端末からログアウトされます。',
  },
  invitationExplanation: {
    id: 'passwordReset.invitationExplanation',
    defaultMessage: 'アカウントのパスワードを設定してください。設定後、このパスワードでログインできます。',
  },
  loginIdLabel: { id: 'passwordReset.loginIdLabel', defaultMessage: 'ログインID' },
  submit: { id: 'passwordReset.submit', defaultMessage: 'パスワードを設定' },
  done: {
    id: 'passwordReset.done',
    defaultMessage: 'パスワードを設定しました。新しいパスワードでログインしてください。',
  },
  toReissue: { id: 'passwordReset.toReissue', defaultMessage: 'パスワードの再設定へ' },
  retry: { id: 'passwordReset.retry', defaultMessage: 'もう一度確認する' },
});
