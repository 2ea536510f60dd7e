import { defineMessage, defineMessages } from 'react-intl';

// The idle-expiry warning, shown on every page while signed in.
export const sessionExpiryMessages = defineMessages({
  title: { id: 'sessionExpiry.title', defaultMessage: 'まもなくログアウトします' },
  description: defineMessage<{ time: string }>({
    id: 'sessionExpiry.description',
    defaultMessage:
      'しばらく操作がなかったため、{time}に自動的にログアウトします。続けて利用する場合は「ログインを続ける」を押してください。',
  }),
  remaining: defineMessage<{ minutes: number; seconds: number }>({
    id: 'sessionExpiry.remaining',
    defaultMessage: '残り {minutes}分{seconds}秒',
  }),
  remainingSeconds: defineMessage<{ seconds: number }>({
    id: 'sessionExpiry.remainingSeconds',
    defaultMessage: '残り {seconds}秒',
  }),
  continue: { id: 'sessionExpiry.continue', defaultMessage: 'ログインを続ける' },
  logout: { id: 'sessionExpiry.logout', defaultMessage: 'ログアウトする' },
});

// Why the user is on /login (the line under its heading).
export const loginReasonMessages = defineMessages({
  signedOut: {
    id: 'loginReason.signedOut',
    defaultMessage: 'ログインしてください。ログインすると、表示しようとしたページに戻ります。',
  },
  sessionEnded: {
    id: 'loginReason.sessionEnded',
    defaultMessage: 'ログインが終了しました（有効期限が切れたか、ほかの端末からログアウトされました）。もう一度ログインしてください',
  },
  notMe: {
    id: 'loginReason.notMe',
    defaultMessage: 'すべての端末でログアウトしました。メールでお送りしたリンクから新しいパスワードを設定してください。',
  },
  sessionEndedReturn: {
    id: 'loginReason.sessionEndedReturn',
    defaultMessage: 'ログインすると、表示していたページに戻ります。',
  },
});
