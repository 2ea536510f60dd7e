import { defineMessages } from 'react-intl';

export const notMeMessages = defineMessages({
  title: { id: 'notMe.title', defaultMessage: 'これは自分ではない' },
  explanation: {
    id: 'notMe.explanation',
    defaultMessage: 'メールでお知らせした次のログインに心当たりがない場合は、下のボタンを押してください。',
  },
  signedInAt: { id: 'notMe.signedInAt', defaultMessage: 'ログインの日時' },
  device: { id: 'notMe.device', defaultMessage: '端末' },
  consequences: {
    id: 'notMe.consequences',
    defaultMessage:
      'すべての端末でログアウトし、送信済みの確認コードやリンクを無効にします。パスワード再設定のリンクをメールでお送りしますので、新しいパスワードを設定してください。',
  },
  confirm: { id: 'notMe.confirm', defaultMessage: 'これは自分ではない（すべての端末でログアウトする）' },
  ifYou: { id: 'notMe.ifYou', defaultMessage: 'ご自身のログインであれば、このページを閉じてください。何も変わりません。' },
  done: {
    id: 'notMe.done',
    defaultMessage: 'アカウントを保護しました。すべての端末でログアウトしました。メールでお送りしたリンクから新しいパスワードを設定してください。',
  },
  checking: { id: 'notMe.checking', defaultMessage: 'リンクを確認しています…' },
  toLogin: { id: 'notMe.toLogin', defaultMessage: 'ログイン画面へ' },
  toReissue: { id: 'notMe.toReissue', defaultMessage: 'パスワードの再発行' },
  retry: { id: 'notMe.retry', defaultMessage: 'もう一度読み込む' },
});
