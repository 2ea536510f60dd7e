import { defineMessage, defineMessages } from 'react-intl';

export const oneTimeCodeMessages = defineMessages({
  title: { id: 'oneTimeCode.title', defaultMessage: '確認コードの入力' },
  sentTo: defineMessage<{ maskedEmail: string }>({ id: 'oneTimeCode.sentTo', defaultMessage: '{maskedEmail} に確認コードを送信しました' }),
  instructions: {
    id: 'oneTimeCode.instructions',
    defaultMessage: 'メールに記載された6桁の確認コードを入力してください。',
  },
  submit: { id: 'oneTimeCode.submit', defaultMessage: '確認' },
  recovered: {
    id: 'oneTimeCode.recovered',
    defaultMessage: 'リカバリーコードでログインしました。パスキーを使えないままにならないよう、新しいパスキーを追加するか、パスワードを設定してください。',
  },
  resend: { id: 'oneTimeCode.resend', defaultMessage: 'コードを再送信' },
  resendIn: defineMessage<{ seconds: number }>({ id: 'oneTimeCode.resendIn', defaultMessage: '{seconds}秒後に再送信できます' }),
  resendExhausted: { id: 'oneTimeCode.resendExhausted', defaultMessage: 'これ以上コードを再送信できません' },
  resent: { id: 'oneTimeCode.resent', defaultMessage: '確認コードを再送信しました' },
  validity: defineMessage<{ minutes: number; time: string }>({
    id: 'oneTimeCode.validity',
    defaultMessage: '確認コードの有効期限は{minutes}分です（{time}まで）。',
  }),
  codeExpiredResend: {
    id: 'oneTimeCode.codeExpiredResend',
    defaultMessage: '確認コードの有効期限が切れました。「コードを再送信」で新しいコードを受け取ってください。',
  },
  codeExpired: {
    id: 'oneTimeCode.codeExpired',
    defaultMessage: '確認コードの有効期限が切れました。もう一度ログインしてください。',
  },
  backToLogin: { id: 'oneTimeCode.backToLogin', defaultMessage: 'ログイン画面に戻る' },
  appTitle: { id: 'oneTimeCode.appTitle', defaultMessage: '認証アプリのコードの入力' },
  appInstructions: { id: 'oneTimeCode.appInstructions', defaultMessage: '認証アプリに表示されている6桁のコードを入力してください。' },
  mailFallback: { id: 'oneTimeCode.mailFallback', defaultMessage: 'メールで確認コードを受け取る' },
  useRecoveryCode: { id: 'oneTimeCode.useRecoveryCode', defaultMessage: 'リカバリーコードを使う' },
  recoveryTitle: { id: 'oneTimeCode.recoveryTitle', defaultMessage: 'リカバリーコードの入力' },
  recoveryInstructions: {
    id: 'oneTimeCode.recoveryInstructions',
    defaultMessage: '認証アプリやメールを使えないときは、保管しているリカバリーコードを1つ入力してください。使ったコードは二度と使えません。',
  },
  recoveryLabel: { id: 'oneTimeCode.recoveryLabel', defaultMessage: 'リカバリーコード' },
  recoveryHint: { id: 'oneTimeCode.recoveryHint', defaultMessage: '例: abcde-fghij（ハイフンはなくてもかまいません）' },
  recoveryRequired: { id: 'oneTimeCode.recoveryRequired', defaultMessage: 'リカバリーコードを入力してください' },
  recoveryFormat: { id: 'oneTimeCode.recoveryFormat', defaultMessage: 'リカバリーコードは英数字10文字です' },
  backToCode: { id: 'oneTimeCode.backToCode', defaultMessage: '確認コードの入力に戻る' },
});
