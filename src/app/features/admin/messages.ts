import { defineMessage, defineMessages } from 'react-intl';

// Words every page of the admin console shares: its menu, roles, states and the usual buttons.
export const adminMessages = defineMessages({
  nav: { id: 'admin.nav', defaultMessage: '管理メニュー' },
  navAccounts: { id: 'admin.navAccounts', defaultMessage: 'アカウント一覧' },
  navInvite: { id: 'admin.navInvite', defaultMessage: 'アカウントを招待' },
  navClients: { id: 'admin.navClients', defaultMessage: '連携アプリ' },
  navAudit: { id: 'admin.navAudit', defaultMessage: '監査ログ' },
  roleUser: { id: 'admin.roleUser', defaultMessage: '利用者' },
  roleAdmin: { id: 'admin.roleAdmin', defaultMessage: '管理者' },
  statusActive: { id: 'admin.statusActive', defaultMessage: '有効' },
  statusLocked: { id: 'admin.statusLocked', defaultMessage: 'ロック中' },
  statusDisabled: { id: 'admin.statusDisabled', defaultMessage: '無効' },
  invitationPending: { id: 'admin.invitationPending', defaultMessage: '招待中' },
  mustChangePassword: { id: 'admin.mustChangePassword', defaultMessage: 'パスワード変更待ち' },
  levelPasswordMail: { id: 'admin.levelPasswordMail', defaultMessage: 'パスワードとメール' },
  levelAuthenticatorApp: { id: 'admin.levelAuthenticatorApp', defaultMessage: '認証アプリ' },
  levelPasskey: { id: 'admin.levelPasskey', defaultMessage: 'パスキー' },
  levelPasskeyOnly: { id: 'admin.levelPasskeyOnly', defaultMessage: 'パスキーのみ' },
  localeJa: { id: 'admin.localeJa', defaultMessage: '日本語' },
  localeEn: { id: 'admin.localeEn', defaultMessage: '英語' },
  any: { id: 'admin.any', defaultMessage: 'すべて' },
  more: { id: 'admin.more', defaultMessage: 'さらに表示' },
  retry: { id: 'admin.retry', defaultMessage: '再読み込み' },
  cancel: { id: 'admin.cancel', defaultMessage: 'キャンセル' },
  tooLong: defineMessage<{ max: number }>({ id: 'admin.tooLong', defaultMessage: '{max}文字以内で入力してください' }),
});
