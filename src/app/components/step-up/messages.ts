import { defineMessage, defineMessages } from 'react-intl';

// The step-up dialog: a fresh proof before a sensitive change (PRODUCT.md "Second factors and step-up").
export const stepUpMessages = defineMessages({
  title: { id: 'stepUp.title', defaultMessage: '本人確認' },
  passkeyDescription: { id: 'stepUp.passkeyDescription', defaultMessage: '大切な変更の前に、このアカウントのパスキーで本人確認をしてください。確認後、操作を続けます。' },
  passkeyButton: { id: 'stepUp.passkeyButton', defaultMessage: 'パスキーで確認' },
  passkeyCancelled: { id: 'stepUp.passkeyCancelled', defaultMessage: 'パスキーでの確認が中止されました。もう一度お試しください。' },
  passkeyFailed: { id: 'stepUp.passkeyFailed', defaultMessage: 'パスキーで確認できませんでした。このアカウントのパスキーでもう一度お試しください。' },
  appDescription: { id: 'stepUp.appDescription', defaultMessage: '大切な変更の前に、認証アプリに表示されているコードを入力してください。確認後、操作を続けます。' },
  emailDescription: { id: 'stepUp.emailDescription', defaultMessage: '大切な変更の前に、登録メールアドレスに届く確認コードとパスワードで本人確認をしてください。確認後、操作を続けます。' },
  sendCode: { id: 'stepUp.sendCode', defaultMessage: '確認コードを送る' },
  resendCode: { id: 'stepUp.resendCode', defaultMessage: 'コードを再送信' },
  codeSent: defineMessage<{ maskedEmail: string }>({ id: 'stepUp.codeSent', defaultMessage: '{maskedEmail} に確認コードを送りました。10分以内に入力してください。' }),
  confirm: { id: 'stepUp.confirm', defaultMessage: '確認して続ける' },
  cancel: { id: 'stepUp.cancel', defaultMessage: 'キャンセル' },
});
