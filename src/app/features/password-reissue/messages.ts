import { defineMessages } from 'react-intl';

export const passwordReissueMessages = defineMessages({
  title: { id: 'passwordReissue.title', defaultMessage: 'パスワードの再設定' },
  explanation: {
    id: 'passwordReissue.explanation',
    defaultMessage:
      'ご登録のログインIDまたはメールアドレスを入力してください。パスワード再設定用のリンクをメールでお送りします。',
  },
  submit: { id: 'passwordReissue.submit', defaultMessage: '再設定用のメールを送信' },
  accepted: {
    id: 'passwordReissue.accepted',
    defaultMessage:
      '入力されたアカウントが見つかった場合は、パスワード再設定用のメールを送信しました。メールのリンクから30分以内に手続きしてください。',
  },
  backToLogin: { id: 'passwordReissue.backToLogin', defaultMessage: 'ログイン画面に戻る' },
});
