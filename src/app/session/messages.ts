import { defineMessage, defineMessages } from 'react-intl';

// The idle-expiry warning, shown on every page while signed in.
export const sessionExpiryMessages = defineMessages({
  title: { id: 'sessionExpiry.title', defaultMessage: 'まもなくログアウトします' },
  description: defineMessage<{ time: string }>({
    id: 'sessionExpiry.description',
    defaultMessage:
      '一定時間サーバーへの保存などがないため、{time}に自動的にログアウトします。続けて利用する場合は「ログインしたままにする」を押してください。',
  }),
  remaining: defineMessage<{ minutes: number; seconds: number }>({
    id: 'sessionExpiry.remaining',
    defaultMessage: '残り {minutes}分{seconds}秒',
  }),
  remainingSeconds: defineMessage<{ seconds: number }>({
    id: 'sessionExpiry.remainingSeconds',
    defaultMessage: '残り {seconds}秒',
  }),
  // Typing is not use (the session is the server's to extend): the warning says what becomes of it.
  unsaved: { id: 'sessionExpiry.unsaved', defaultMessage: '保存していない入力内容は失われます。' },
  unsavedKept: {
    id: 'sessionExpiry.unsavedKept',
    defaultMessage: '保存していない入力内容（パスワードを除く）は、このタブでもう一度ログインすると戻ります。',
  },
  continue: { id: 'sessionExpiry.continue', defaultMessage: 'ログインしたままにする' },
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
    defaultMessage: '一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。',
  },
  notMe: {
    id: 'loginReason.notMe',
    defaultMessage: 'すべての端末からログアウトしました。メールでお送りしたリンクから新しいパスワードを設定してください。',
  },
  sessionEndedReturn: {
    id: 'loginReason.sessionEndedReturn',
    defaultMessage: 'ログインすると、表示していたページに戻ります。',
  },
});

// What a 「心当たりがない」 report did (the /notMe page and /login after a report on /security).
export const notMeOutcomeMessages = defineMessages({
  resetLinkSent: defineMessage<{ address: string }>({
    id: 'notMeOutcome.resetLinkSent',
    defaultMessage: 'パスワード再設定のリンクを {address} に送りました。',
  }),
  addressRestored: {
    id: 'notMeOutcome.addressRestored',
    defaultMessage: '報告したログインが変更したメールアドレスを、元のアドレスに戻しました。',
  },
  passkeysRemoved: defineMessage<{ names: string; count: number }>({
    id: 'notMeOutcome.passkeysRemoved',
    defaultMessage: 'その後に追加されたパスキー{count}件を削除しました: {names}',
  }),
});
