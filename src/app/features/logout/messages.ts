import { defineMessages } from 'react-intl';

export const logoutMessages = defineMessages({
  title: { id: 'logout.title', defaultMessage: 'ログアウト' },
  inProgress: { id: 'logout.inProgress', defaultMessage: 'ログアウトしています…' },
  loggedOut: { id: 'logout.loggedOut', defaultMessage: 'ログアウトしました' },
  retry: { id: 'logout.retry', defaultMessage: 'もう一度ログアウトする' },
  confirmTitle: { id: 'logout.confirmTitle', defaultMessage: 'ログアウトしますか？' },
  confirmBody: {
    id: 'logout.confirmBody',
    defaultMessage: 'このブラウザでのログインを終了し、保存されているログイン情報を削除します。',
  },
  confirmBodySignedOut: {
    id: 'logout.confirmBodySignedOut',
    defaultMessage: 'このブラウザに残っているログインの情報があれば、すべて削除します。',
  },
  confirm: { id: 'logout.confirm', defaultMessage: 'ログアウトする' },
  cancel: { id: 'logout.cancel', defaultMessage: 'キャンセル' },
});
