// The mails' Japanese texts (ICU messages, like the SPA's). en.ts has the same keys and placeholders
// (tests/app/messages.test.ts checks both catalogs together). Values are escaped for HTML by the
// renderer (mail-render.ts); the texts themselves are plain text, never markup.
export const ja = {
  product: 'アカウントポータル',
  greeting: '{name} 様',
  greetingAnonymous: '{product}からのお知らせです。',

  'loginCode.subject': '【{product}】ログイン確認コードのお知らせ',
  'loginCode.code': 'ログイン確認コード',
  'loginCode.enterWithin': '10分以内（{until}まで）にログイン画面で入力してください。コードは1回だけ使えます。',
  'loginCode.notYou': 'お心当たりがない場合は、このメールを破棄してください。パスワードが第三者に知られている可能性があるため、パスワードの変更をおすすめします。',

  'lockNotice.subject': '【{product}】アカウントを一時的にロックしました',
  'lockNotice.locked': 'ログインの失敗が続いたため、{until}までアカウントを一時的にロックしました。時間が過ぎると自動で解除されます。',
  'lockNotice.notYou': 'お心当たりがない場合は、第三者がパスワードを試している可能性があります。次のページからパスワードを再設定できます。',

  'reissue.subject': '【{product}】パスワード再設定のご案内',
  'reissue.received': 'アカウント（ログインID: {loginId}）のパスワード再設定を受け付けました。',
  'reissue.byAdministrator': '管理者が、アカウント（ログインID: {loginId}）のパスワード再設定のリンクを送りました。',
  'reissue.openWithin': '30分以内（{until}まで）に次のリンクを開き、新しいパスワードを設定してください。',
  'reissue.once': 'リンクは1回だけ使えます。新しく再設定を申し込むと、このリンクは使えなくなります。',
  'reissue.notYou': 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。繰り返し届く場合はサポートにご連絡ください。',

  'invitation.subject': '【{product}】アカウント作成のお知らせ（パスワードの設定）',
  'invitation.created': 'アカウント（ログインID: {loginId}）を作成しました。',
  'invitation.openWithin': '72時間以内（{until}まで）に次のリンクを開き、パスワードを設定してください。',
  'invitation.expired': 'リンクは1回だけ使えます。期限が切れた場合は、次のページから再発行できます。',
  'invitation.notYou': 'お心当たりがない場合は、このメールを破棄してください。',

  'passwordChanged.subject': '【{product}】パスワードが変更されました',
  'passwordChanged.changed': 'パスワードが変更されました（{at}）。{via, select, reset {すべての端末でログアウトしました。新しいパスワードで再度ログインしてください。} other {ほかの端末のログインは終了しました。}}',
  'passwordChanged.notYou': '心当たりがない場合は、第三者がメールやアカウントを使っている可能性があります。すぐに次のページからパスワードを再設定し、サポートにご連絡ください。',

  'emailChangeCode.subject': '【{product}】メールアドレス変更の確認コード',
  'emailChangeCode.requested': '{product}のアカウントで、このメールアドレスへの変更が申し込まれました。',
  'emailChangeCode.code': '確認コード',
  'emailChangeCode.enterWithin': '30分以内（{until}まで）にメールアドレス変更画面で入力してください。入力するまでメールアドレスは変更されません。',
  'emailChangeCode.notYou': 'お心当たりがない場合は、このメールを破棄してください。このアドレスが使われることはありません。',

  'emailChanged.subject': '【{product}】メールアドレスが変更されました',
  'emailChanged.changed': 'アカウントのメールアドレスが {maskedNewEmail} に変更されました（{at}）。今後の{product}からのお知らせは新しいアドレスに届きます。このアドレスへのお知らせはこれが最後です。',
  'emailChanged.notYou': '心当たりがない場合は、第三者がアカウントを使っている可能性があります。すぐに次のページからログインIDでパスワードを再設定し、サポートにご連絡ください。',

  'newDevice.subject': '【{product}】新しい端末からログインがありました',
  'newDevice.signedIn': '{at}に、これまで使われていない端末からアカウントにログインがありました。',
  'newDevice.device': '端末: {device}',
  'newDevice.ip': 'IPアドレス: {ip}',
  'newDevice.ifYou': 'ご自身のログインであれば、対応は不要です。ログイン中の端末と履歴は次のページで確認できます。',
  'newDevice.notYou': 'お心当たりがない場合は、次のリンクを開いて「これは自分ではない」を押してください。すべての端末でログアウトし、パスワードの再設定をご案内します（リンクは7日間、1回だけ使えます）。',
  'device.unknown': '不明な端末',
  'device.named': '{os}の{browser}',

  'notMe.subject': '【{product}】アカウントを保護しました',
  'notMe.done': '「これは自分ではない」の報告を受け、{at}にすべての端末でログアウトし、送信済みのコードやリンクを無効にしました。',
  'notMe.setPassword': '次のリンクから新しいパスワードを設定してください（30分以内、1回だけ使えます）。期限が切れた場合は、パスワード再発行のページから申し込めます。',

  'passkey.subject': '【{product}】パスキーが{change, select, added {追加} other {削除}}されました',
  'passkey.changed': '{at}に、アカウントのパスキー「{name}」が{change, select, added {追加} other {削除}}されました。',
  'passkey.notYou': 'お心当たりがない場合は、次のページで「これは自分ではない」を押し、パスワードを変更してください。',
} as const;

export type MailKey = keyof typeof ja;
