import { defineMessage, defineMessages } from 'react-intl';

export const oneTimeCodeMessages = defineMessages({
  title: { id: 'oneTimeCode.title', defaultMessage: '確認コードの入力' },
  sentTo: defineMessage<{ maskedEmail: string }>({ id: 'oneTimeCode.sentTo', defaultMessage: '{maskedEmail} に確認コードを送信しました' }),
  instructions: {
    id: 'oneTimeCode.instructions',
    defaultMessage: 'メールに記載された6桁の確認コードを入力してください。',
  },
  submit: { id: 'oneTimeCode.submit', defaultMessage: '確認' },
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
    defaultMessage: '確認コードの有効期限が過ぎました。「コードを再送信」で新しいコードを受け取ってください。',
  },
  codeExpired: {
    id: 'oneTimeCode.codeExpired',
    defaultMessage: '確認コードの有効期限が過ぎました。もう一度ログインしてください。',
  },
  backToLogin: { id: 'oneTimeCode.backToLogin', defaultMessage: 'ログイン画面に戻る' },
});
