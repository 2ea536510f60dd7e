import { defineMessages } from 'react-intl';

export const notMeMessages = defineMessages({
  title: { id: 'notMe.title', defaultMessage: '身に覚えのない操作の報告' },
  explanation: {
    id: 'notMe.explanation',
    defaultMessage: 'メールでお知らせした次のログインに心当たりがない場合は、下のボタンを押してください。',
  },
  explanationPasskey: {
    id: 'notMe.explanationPasskey',
    defaultMessage: 'メールでお知らせした次のパスキーの追加に心当たりがない場合は、下のボタンを押してください。',
  },
  signedInAt: { id: 'notMe.signedInAt', defaultMessage: 'ログインの日時' },
  addedAt: { id: 'notMe.addedAt', defaultMessage: '追加の日時' },
  passkeyName: { id: 'notMe.passkeyName', defaultMessage: 'パスキーの名前' },
  device: { id: 'notMe.device', defaultMessage: '端末' },
  consequences: {
    id: 'notMe.consequences',
    defaultMessage:
      'すべての端末からログアウトし、送信済みの確認コードやリンクを無効にし、その後に追加されたパスキーを削除します。パスワード再設定のリンクをメールでお送りしますので、新しいパスワードを設定してください。',
  },
  confirm: { id: 'notMe.confirm', defaultMessage: '心当たりがない（すべての端末からログアウトする）' },
  ifYou: { id: 'notMe.ifYou', defaultMessage: 'ご自身のログインであれば、このページを閉じてください。何も変わりません。' },
  done: {
    id: 'notMe.done',
    defaultMessage: 'アカウントを保護しました。すべての端末からログアウトしました。メールでお送りしたリンクから新しいパスワードを設定してください。',
  },
  checking: { id: 'notMe.checking', defaultMessage: 'リンクを確認しています…' },
  toLogin: { id: 'notMe.toLogin', defaultMessage: 'ログイン画面へ' },
  toReissue: { id: 'notMe.toReissue', defaultMessage: 'パスワードの再設定' },
  retry: { id: 'notMe.retry', defaultMessage: 'もう一度読み込む' },
});
