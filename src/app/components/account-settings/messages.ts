import { defineMessages } from 'react-intl';

// The settings modal's texts; loaded with the header on every page, so kept apart from the pages'.
export const accountSettingsMessages = defineMessages({
  open: { id: 'accountSettings.open', defaultMessage: 'アカウント設定' },
  title: { id: 'accountSettings.title', defaultMessage: 'アカウント設定' },
  accountEdit: { id: 'accountSettings.accountEdit', defaultMessage: 'アカウント情報の編集' },
  accountEditMailAddress: { id: 'accountSettings.accountEditMailAddress', defaultMessage: 'メールアドレスの変更' },
  accountEditPassword: { id: 'accountSettings.accountEditPassword', defaultMessage: 'パスワードの変更' },
  security: { id: 'accountSettings.security', defaultMessage: 'セキュリティ（ログイン中の端末と履歴）' },
  admin: { id: 'accountSettings.admin', defaultMessage: '管理（アカウントの検索・招待と監査ログ）' },
  close: { id: 'accountSettings.close', defaultMessage: '閉じる' },
});
