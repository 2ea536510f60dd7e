import { defineMessages } from 'react-intl';

export const passwordChangeMessages = defineMessages({
  title: { id: 'passwordChange.title', defaultMessage: 'パスワードの変更' },
  explanation: {
    id: 'passwordChange.explanation',
    defaultMessage: 'パスワードを変更すると、他の端末ではログアウトされます。',
  },
  changed: {
    id: 'passwordChange.changed',
    defaultMessage: 'パスワードを変更しました。他の端末ではログアウトされました',
  },
});
