import { defineMessage, defineMessages } from 'react-intl';

export const securityMessages = defineMessages({
  title: { id: 'security.title', defaultMessage: 'セキュリティ' },
  intro: {
    id: 'security.intro',
    defaultMessage: 'このアカウントにログインしている端末と、アカウントの履歴を確認できます。心当たりのないものがあれば「これは自分ではない」を押してください。',
  },
  sessionsHeading: { id: 'security.sessionsHeading', defaultMessage: 'ログイン中の端末' },
  signOut: { id: 'security.signOut', defaultMessage: 'ログアウト' },
  signOutLabel: defineMessage<{ device: string }>({ id: 'security.signOutLabel', defaultMessage: '{device}をログアウト' }),
  signedOutOne: defineMessage<{ device: string }>({ id: 'security.signedOutOne', defaultMessage: '{device}をログアウトしました' }),
  signOutOthers: { id: 'security.signOutOthers', defaultMessage: '他のすべての端末からログアウト' },
  signOutOthersTitle: { id: 'security.signOutOthersTitle', defaultMessage: '他のすべての端末からログアウトしますか？' },
  signOutOthersDescription: {
    id: 'security.signOutOthersDescription',
    defaultMessage: 'この端末以外のすべてのログイン（APIトークンを含む）を終了します。この端末はログインしたままです。',
  },
  signOutOthersConfirm: { id: 'security.signOutOthersConfirm', defaultMessage: 'ログアウトする' },
  signedOutOthers: defineMessage<{ count: number }>({
    id: 'security.signedOutOthers',
    defaultMessage: '{count, plural, =0 {ほかにログイン中の端末はありませんでした} other {{count}台の端末からログアウトしました}}',
  }),
  onlyThisDevice: { id: 'security.onlyThisDevice', defaultMessage: 'ほかにログイン中の端末はありません。' },
  activityHeading: { id: 'security.activityHeading', defaultMessage: 'アカウントの履歴' },
  activityEmpty: { id: 'security.activityEmpty', defaultMessage: '履歴はまだありません。' },
  more: { id: 'security.more', defaultMessage: 'さらに表示' },
  notMe: { id: 'security.notMe', defaultMessage: 'これは自分ではない' },
  // The visible text first (WCAG 2.5.3), then which event it is about.
  notMeLabel: defineMessage<{ event: string }>({ id: 'security.notMeLabel', defaultMessage: 'これは自分ではない（{event}）' }),
  notMeTitle: { id: 'security.notMeTitle', defaultMessage: 'これはご自身の操作ではありませんか？' },
  notMeDescription: {
    id: 'security.notMeDescription',
    defaultMessage:
      'アカウントを保護するため、すべての端末（この端末を含む）でログアウトし、送信済みの確認コードやリンクを無効にします。パスワード再設定のリンクをメールでお送りします。次にログインするときは新しいパスワードの設定が必要です。',
  },
  notMeConfirm: { id: 'security.notMeConfirm', defaultMessage: 'ログアウトしてアカウントを保護する' },
  cancel: { id: 'security.cancel', defaultMessage: 'キャンセル' },
  retry: { id: 'security.retry', defaultMessage: '再読み込み' },
});
