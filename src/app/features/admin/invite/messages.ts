import { defineMessage, defineMessages } from 'react-intl';

export const inviteMessages = defineMessages({
  title: { id: 'adminInvite.title', defaultMessage: 'アカウントを招待' },
  intro: {
    id: 'adminInvite.intro',
    defaultMessage: 'パスワードを決めずにアカウントを作り、本人にパスワード設定用のリンク（72時間有効）をメールで送ります。',
  },
  loginIdLabel: { id: 'adminInvite.loginIdLabel', defaultMessage: 'ログインID' },
  loginIdHint: {
    id: 'adminInvite.loginIdHint',
    defaultMessage: '3〜64文字の英数字と . _ -（英数字で始めてください）。大文字は小文字として登録されます。',
  },
  loginIdRequired: { id: 'adminInvite.loginIdRequired', defaultMessage: 'ログインIDを入力してください' },
  emailLabel: { id: 'adminInvite.emailLabel', defaultMessage: 'メールアドレス' },
  emailHint: { id: 'adminInvite.emailHint', defaultMessage: '招待のメールはこのアドレスに届きます' },
  emailRequired: { id: 'adminInvite.emailRequired', defaultMessage: 'メールアドレスを入力してください' },
  nameLabel: { id: 'adminInvite.nameLabel', defaultMessage: '氏名' },
  nameRequired: { id: 'adminInvite.nameRequired', defaultMessage: '氏名を入力してください' },
  nameKanaLabel: { id: 'adminInvite.nameKanaLabel', defaultMessage: 'フリガナ（任意）' },
  nameKanaHint: { id: 'adminInvite.nameKanaHint', defaultMessage: '全角カタカナ。省略すると、本人があとで設定します。' },
  roleLabel: { id: 'adminInvite.roleLabel', defaultMessage: '権限' },
  localeLabel: { id: 'adminInvite.localeLabel', defaultMessage: 'メールの言語' },
  submit: { id: 'adminInvite.submit', defaultMessage: '招待メールを送る' },
  sent: defineMessage<{ email: string }>({ id: 'adminInvite.sent', defaultMessage: '{email} に招待メールを送りました' }),
});
