import { defineMessage, defineMessages } from 'react-intl';

// How the portal names devices, sessions and the events of an account's activity: shared by the
// security page and the admin console's account page.
export const deviceMessages = defineMessages({
  named: defineMessage<{ browser: string; os: string }>({ id: 'device.named', defaultMessage: '{os}の{browser}' }),
  unknown: { id: 'device.unknown', defaultMessage: '不明な端末' },
  program: { id: 'device.program', defaultMessage: 'プログラム' },
});

export const sessionMessages = defineMessages({
  thisDevice: { id: 'session.thisDevice', defaultMessage: 'この端末' },
  apiToken: { id: 'session.apiToken', defaultMessage: 'APIトークン' },
  passwordAndCode: { id: 'session.passwordAndCode', defaultMessage: 'パスワードと確認コード' },
  passkey: { id: 'session.passkey', defaultMessage: 'パスキー' },
  signedIn: defineMessage<{ at: string; method: string }>({ id: 'session.signedIn', defaultMessage: 'ログイン: {at}（{method}）' }),
  lastUsed: defineMessage<{ at: string }>({ id: 'session.lastUsed', defaultMessage: '最終利用: {at}' }),
  ipAddress: defineMessage<{ ip: string }>({ id: 'session.ipAddress', defaultMessage: 'IPアドレス: {ip}' }),
});

export const eventMessages = defineMessages({
  signIn: defineMessage<{ method: string }>({ id: 'event.signIn', defaultMessage: 'ログイン（{method}）' }),
  signInFailed: defineMessage<{ step: string; count: number }>({
    id: 'event.signInFailed',
    defaultMessage: 'ログインの失敗（{step}）{count, plural, =1 {} other {・{count}回}}',
  }),
  accountLocked: defineMessage<{ until: string }>({ id: 'event.accountLocked', defaultMessage: 'アカウントの一時ロック（{until}まで）' }),
  accountUnlocked: defineMessage<{ by: string }>({ id: 'event.accountUnlocked', defaultMessage: 'ロックの解除（{by}）' }),
  passwordChanged: { id: 'event.passwordChanged', defaultMessage: 'パスワードの変更' },
  passwordReset: { id: 'event.passwordReset', defaultMessage: 'パスワードの再設定' },
  emailChanged: defineMessage<{ email: string }>({ id: 'event.emailChanged', defaultMessage: 'メールアドレスの変更（{email}）' }),
  detailsChanged: defineMessage<{ fields: string }>({ id: 'event.detailsChanged', defaultMessage: 'アカウント情報の変更（{fields}）' }),
  passkeyAdded: defineMessage<{ name: string }>({ id: 'event.passkeyAdded', defaultMessage: 'パスキーの追加（{name}）' }),
  passkeyRemoved: defineMessage<{ name: string }>({ id: 'event.passkeyRemoved', defaultMessage: 'パスキーの削除（{name}）' }),
  sessionsEnded: defineMessage<{ count: number }>({ id: 'event.sessionsEnded', defaultMessage: 'ほかの端末のログアウト（{count}台）' }),
  signedOut: { id: 'event.signedOut', defaultMessage: 'ログアウト' },
  notMeReported: { id: 'event.notMeReported', defaultMessage: '「これは自分ではない」の報告（すべての端末でログアウト）' },
  adminAction: defineMessage<{ action: string }>({ id: 'event.adminAction', defaultMessage: '管理者による操作: {action}' }),
  byOperator: { id: 'event.byOperator', defaultMessage: '運用担当者' },
  byAdministrator: { id: 'event.byAdministrator', defaultMessage: '管理者' },
  byReset: { id: 'event.byReset', defaultMessage: 'パスワードの再設定' },
  stepPassword: { id: 'event.stepPassword', defaultMessage: 'パスワード' },
  stepCode: { id: 'event.stepCode', defaultMessage: '確認コード' },
  stepPasskey: { id: 'event.stepPasskey', defaultMessage: 'パスキー' },
  fieldName: { id: 'event.fieldName', defaultMessage: '氏名' },
  fieldNameKana: { id: 'event.fieldNameKana', defaultMessage: 'フリガナ' },
  fieldPhone: { id: 'event.fieldPhone', defaultMessage: '電話番号' },
  fieldDepartment: { id: 'event.fieldDepartment', defaultMessage: '所属' },
  fieldLocale: { id: 'event.fieldLocale', defaultMessage: '表示言語' },
  actionDisable: { id: 'event.actionDisable', defaultMessage: 'アカウントを無効にしました' },
  actionEnable: { id: 'event.actionEnable', defaultMessage: 'アカウントを有効にしました' },
  actionSetRoleAdmin: { id: 'event.actionSetRoleAdmin', defaultMessage: '権限を「管理者」に変更しました' },
  actionSetRoleUser: { id: 'event.actionSetRoleUser', defaultMessage: '権限を「利用者」に変更しました' },
  actionRequirePasswordChange: { id: 'event.actionRequirePasswordChange', defaultMessage: 'パスワードの変更を求めました' },
  actionSendResetLink: { id: 'event.actionSendResetLink', defaultMessage: 'パスワード再設定のリンクを送りました' },
  actionResendInvitation: { id: 'event.actionResendInvitation', defaultMessage: '招待を再送しました' },
  actionEndSessions: { id: 'event.actionEndSessions', defaultMessage: 'すべてのセッションを終了しました' },
  actionOther: { id: 'event.actionOther', defaultMessage: 'そのほかの操作' },
  count: defineMessage<{ count: number }>({ id: 'event.count', defaultMessage: '{count}回' }),
  where: defineMessage<{ device: string; ip: string }>({ id: 'event.where', defaultMessage: '{device}・{ip}' }),
  reported: { id: 'event.reported', defaultMessage: '報告済み' },
});
