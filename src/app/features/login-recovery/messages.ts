import { defineMessages } from 'react-intl';

export const loginRecoveryMessages = defineMessages({
  title: { id: 'loginRecovery.title', defaultMessage: 'パスキーを使えないとき' },
  explanation: {
    id: 'loginRecovery.explanation',
    defaultMessage:
      'パスワードを使わない設定のアカウントは、リカバリーコードとメールで届く確認コードでログインできます。ログインIDまたはメールアドレスと、保管しているリカバリーコードを1つ入力してください。使ったリカバリーコードはもう使えません。',
  },
  codeLabel: { id: 'loginRecovery.codeLabel', defaultMessage: 'リカバリーコード' },
  codeHint: { id: 'loginRecovery.codeHint', defaultMessage: '10文字の英数字（例: abcde-fghij）。ハイフンや大文字・小文字は区別しません。' },
  codeRequired: { id: 'loginRecovery.codeRequired', defaultMessage: 'リカバリーコードを入力してください' },
  codeFormat: { id: 'loginRecovery.codeFormat', defaultMessage: 'リカバリーコードは10文字の英数字で入力してください' },
  submit: { id: 'loginRecovery.submit', defaultMessage: '次へ' },
  backToLogin: { id: 'loginRecovery.backToLogin', defaultMessage: 'ログイン画面に戻る' },
  withPassword: {
    id: 'loginRecovery.withPassword',
    defaultMessage: 'パスワードを使っているアカウントで、パスワードを忘れたときは「パスワードをお忘れの方」から再設定してください。',
  },
  forgotPassword: { id: 'loginRecovery.forgotPassword', defaultMessage: 'パスワードをお忘れの方' },
});
