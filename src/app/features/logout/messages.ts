import { defineMessages } from 'react-intl';

export const logoutMessages = defineMessages({
  title: { id: 'logout.title', defaultMessage: 'ログアウト' },
  inProgress: { id: 'logout.inProgress', defaultMessage: 'ログアウトしています...' },
  loggedOut: { id: 'logout.loggedOut', defaultMessage: 'ログアウトしました' },
  retry: { id: 'logout.retry', defaultMessage: 'もう一度ログアウトする' },
  expired: {
    id: 'logout.expired',
    defaultMessage: 'セッションの有効期限が切れました。もう一度ログインしてください',
  },
});
