// The activity CSV's words, in the account's language: its header row, each kind of event and who did
// it. The security page says the same in its own catalogs (src/app/components/security); these are the
// short names a spreadsheet column holds.
import type { AccountEventKind, EventActor, Locale } from '../db/schema.js';

export const csvColumns: Record<Locale, readonly string[]> = {
  ja: ['日時（日本時間）', '内容', '回数', '最後の日時（日本時間）', 'ブラウザ', 'OS', 'IPアドレス', '操作した人', '詳細', 'ID'],
  en: ['Time (JST)', 'Event', 'Count', 'Last time (JST)', 'Browser', 'OS', 'IP address', 'By', 'Details', 'ID'],
};

export const eventKindLabels: Record<Locale, Record<AccountEventKind, string>> = {
  ja: {
    sign_in: 'ログイン',
    sign_in_failed: 'ログインの失敗',
    account_locked: 'アカウントの一時ロック',
    account_unlocked: 'ロック解除',
    password_changed: 'パスワードの変更',
    password_reset: 'パスワードの再設定',
    email_changed: 'メールアドレスの変更',
    details_changed: '登録情報の変更',
    passkey_added: 'パスキーの追加',
    passkey_removed: 'パスキーの削除',
    sessions_ended: '端末からのログアウト',
    signed_out: 'ログアウト',
    not_me_reported: '「心当たりがない」の報告',
    admin_action: '管理者による操作',
    oauth_app_allowed: 'アプリとの連携',
    oauth_app_revoked: 'アプリとの連携の解除',
    authenticator_added: '認証アプリの設定',
    authenticator_removed: '認証アプリの削除',
    recovery_codes_generated: 'リカバリーコードの作成',
    recovery_code_used: 'リカバリーコードでのログイン',
    password_removed: 'パスワードを使わない設定',
    password_set: 'パスワードの設定',
    data_export_requested: 'データのダウンロードの申し込み',
    data_export_downloaded: 'データのダウンロード',
    closing_requested: '退会の申し込み',
    closing_cancelled: '退会の取り消し',
  },
  en: {
    sign_in: 'Signed in',
    sign_in_failed: 'Failed sign-in',
    account_locked: 'Account locked for a while',
    account_unlocked: 'Account unlocked',
    password_changed: 'Password changed',
    password_reset: 'Password reset',
    email_changed: 'E-mail address changed',
    details_changed: 'Details changed',
    passkey_added: 'Passkey added',
    passkey_removed: 'Passkey removed',
    sessions_ended: 'Devices signed out',
    signed_out: 'Signed out',
    not_me_reported: '"This was not me" reported',
    admin_action: 'Action by an administrator',
    oauth_app_allowed: 'App connected',
    oauth_app_revoked: 'App disconnected',
    authenticator_added: 'Authenticator app set up',
    authenticator_removed: 'Authenticator app removed',
    recovery_codes_generated: 'Recovery codes made',
    recovery_code_used: 'Signed in with a recovery code',
    password_removed: 'Password removed (passkey only)',
    password_set: 'Password set',
    data_export_requested: 'Data download requested',
    data_export_downloaded: 'Data downloaded',
    closing_requested: 'Account closing requested',
    closing_cancelled: 'Account closing cancelled',
  },
};

export const actorLabels: Record<Locale, Record<EventActor, string>> = {
  ja: { self: '本人', administrator: '管理者', operator: '運用担当者', system: 'システム' },
  en: { self: 'You', administrator: 'An administrator', operator: 'An operator', system: 'The system' },
};
