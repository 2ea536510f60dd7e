import { defineMessage, defineMessages } from 'react-intl';

export const passwordMessages = defineMessages({
  newPasswordLabel: { id: 'password.newPasswordLabel', defaultMessage: '新しいパスワード' },
  newPasswordHint: defineMessage<{ min: number; max: number }>({
    id: 'password.newPasswordHint',
    defaultMessage: '{min}文字以上{max}文字以内。ログインIDやメールアドレスを含まない、推測されにくいものにしてください。',
  }),
  confirmLabel: { id: 'password.confirmLabel', defaultMessage: '新しいパスワード（確認）' },
  newPasswordRequired: { id: 'password.newPasswordRequired', defaultMessage: '新しいパスワードを入力してください' },
  confirmRequired: {
    id: 'password.confirmRequired',
    defaultMessage: '確認のため、新しいパスワードをもう一度入力してください',
  },
  confirmMismatch: { id: 'password.confirmMismatch', defaultMessage: 'パスワードが一致しません' },
  strength: defineMessage<{ level: string }>({ id: 'password.strength', defaultMessage: '強度: {level}' }),
  strength0: { id: 'password.strength0', defaultMessage: '弱い' },
  strength1: { id: 'password.strength1', defaultMessage: 'やや弱い' },
  strength2: { id: 'password.strength2', defaultMessage: '普通' },
  strength3: { id: 'password.strength3', defaultMessage: '強い' },
  strength4: { id: 'password.strength4', defaultMessage: 'とても強い' },
  currentPasswordLabel: { id: 'password.currentPasswordLabel', defaultMessage: '現在のパスワード' },
  currentPasswordRequired: {
    id: 'password.currentPasswordRequired',
    defaultMessage: '現在のパスワードを入力してください',
  },
  mustChangeTitle: { id: 'password.mustChangeTitle', defaultMessage: 'パスワードの変更が必要です' },
  mustChangeBody: {
    id: 'password.mustChangeBody',
    defaultMessage: '引き続きご利用いただくには、新しいパスワードを設定してください。',
  },
  // Why (review N8): said before the same request to set a new one.
  mustChangeBodyAdministrator: {
    id: 'password.mustChangeBodyAdministrator',
    defaultMessage: '管理者がパスワードの変更を求めています。引き続きご利用いただくには、新しいパスワードを設定してください。',
  },
  mustChangeBodyNotMeReport: {
    id: 'password.mustChangeBodyNotMeReport',
    defaultMessage: '心当たりがないログインが報告されたため、パスワードの変更が必要です。引き続きご利用いただくには、新しいパスワードを設定してください。',
  },
  mustChangeBodyBreachedPassword: {
    id: 'password.mustChangeBodyBreachedPassword',
    defaultMessage: 'このパスワードは、ほかのサービスから流出したパスワードの一覧に含まれていて、第三者に使われるおそれがあります。引き続きご利用いただくには、新しいパスワードを設定してください。',
  },
  change: { id: 'password.change', defaultMessage: 'パスワードを変更' },
  changed: { id: 'password.changed', defaultMessage: 'パスワードを変更しました' },
  logout: { id: 'password.logout', defaultMessage: 'ログアウト' },
});
