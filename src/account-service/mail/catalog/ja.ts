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

  'stepUpCode.subject': '【{product}】本人確認用のコードのお知らせ',
  'stepUpCode.requested': 'ログイン中の{product}で、大切な変更（メールアドレスやパスワードの変更、パスキーの追加や削除、アプリの連携、管理操作）の前の本人確認が求められました。',
  'stepUpCode.code': '本人確認用のコード',
  'stepUpCode.enterWithin': '10分以内（{until}まで）に、パスワードと一緒に本人確認の画面で入力してください。コードは1回だけ使えます。',
  'stepUpCode.notYou': 'お心当たりがない場合は、第三者がログイン中の可能性があります。このメールを破棄し、セキュリティのページでログイン中の端末をご確認ください。',

  'lockNotice.subject': '【{product}】アカウントを一時的にロックしました',
  'lockNotice.locked': 'ログインの失敗が続いたため、{until}までアカウントを一時的にロックしました。時間が過ぎると自動で解除されます。',
  'lockNotice.notYou': 'お心当たりがない場合は、第三者がパスワードを試している可能性があります。次のページからパスワードを再設定できます。',

  'reissue.subject': '【{product}】パスワード再設定のご案内',
  'reissue.received': 'アカウント（ログインID: {loginId}）のパスワード再設定を受け付けました。',
  'reissue.byAdministrator': '管理者が、アカウント（ログインID: {loginId}）のパスワード再設定のリンクを送りました。',
  'reissue.openWithin': '30分以内（{until}まで）に次のリンクを開き、新しいパスワードを設定してください。',
  'reissue.once': 'リンクは1回だけ使えます。新しく再設定を申し込むと、このリンクは使えなくなります。',
  'reissue.notYou': 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
  'reissue.repeated': '繰り返し届く場合は、次の窓口にご連絡ください：{contact}',

  'invitation.subject': '【{product}】アカウント作成のお知らせ（パスワードの設定）',
  'invitation.created': 'アカウント（ログインID: {loginId}）を作成しました。',
  'invitation.openWithin': '72時間以内（{until}まで）に次のリンクを開き、パスワードを設定してください。',
  'invitation.expired': 'リンクは1回だけ使えます。期限が切れた場合は、次のページからパスワードの再設定を申し込めます。',
  'invitation.notYou': 'お心当たりがない場合は、このメールを破棄してください。',

  'passwordChanged.subject': '【{product}】パスワードが変更されました',
  'passwordChanged.changed': 'パスワードが変更されました（{at}）。{via, select, reset {すべての端末からログアウトしました。新しいパスワードで再度ログインしてください。} other {ほかの端末のログインは終了しました。}}',
  'passwordChanged.notYou': '心当たりがない場合は、第三者がメールやアカウントを使っている可能性があります。すぐに次のページからパスワードを再設定してください。',
  'passwordChanged.support': 'あわせて、次の窓口にご連絡ください：{contact}',

  'emailChangeCode.subject': '【{product}】メールアドレス変更の確認コード',
  'emailChangeCode.requested': '{product}のアカウントで、このメールアドレスへの変更が申し込まれました。',
  'emailChangeCode.code': '確認コード',
  'emailChangeCode.enterWithin': '30分以内（{until}まで）にメールアドレス変更画面で入力してください。入力するまでメールアドレスは変更されません。',
  'emailChangeCode.notYou': 'お心当たりがない場合は、このメールを破棄してください。このアドレスが使われることはありません。',

  'emailChanged.subject': '【{product}】メールアドレスが変更されました',
  'emailChanged.changed': 'アカウントのメールアドレスが {maskedNewEmail} に変更されました（{at}）。今後の{product}からのお知らせは新しいアドレスに届きます。このアドレスへのお知らせはこれが最後です。',
  'emailChanged.notYou': '心当たりがない場合は、第三者がアカウントを使っている可能性があります。ログインしたままの端末があれば、次のページの履歴でそのログインに「心当たりがない」を押してください（そのログインが変えたアドレスは元に戻ります）。',
  'emailChanged.noDevice': 'ログインしたままの端末がない場合は、次の窓口にご連絡ください：{contact}',

  'newDevice.subject': '【{product}】新しい端末からログインがありました',
  'newDevice.signedIn': '{at}に、これまで使われていない端末からアカウントにログインがありました。',
  'newDevice.device': '端末: {device}',
  'newDevice.ip': 'IPアドレス: {ip}',
  'newDevice.ifYou': 'ご自身のログインであれば、対応は不要です。ログイン中の端末と履歴は次のページで確認できます。',
  'newDevice.notYou': 'お心当たりがない場合は、次のリンクを開いて「心当たりがない」を押してください。すべての端末からログアウトし、パスワードの再設定をご案内します（リンクは7日間、1回だけ使えます）。',
  'device.unknown': '不明な端末',
  'device.named': '{os}の{browser}',

  'notMe.subject': '【{product}】アカウントを保護しました',
  'notMe.done': '「心当たりがない」の報告を受け、{at}にすべての端末からログアウトし、送信済みのコードやリンクを無効にしました。',
  'notMe.setPassword': '次のリンクから新しいパスワードを設定してください（30分以内、1回だけ使えます）。期限が切れた場合は、パスワード再設定のページから申し込めます。',
  'notMe.passkeysRemoved': 'その後に追加されたパスキーを削除しました: {names}',
  'notMe.addressRestored': '報告されたログインが変更したメールアドレスを、元のこのアドレスに戻しました。',
  'notMeRestored.subject': '【{product}】アカウントのメールアドレスを元に戻しました',
  'notMeRestored.done': '「心当たりがない」の報告を受け、{at}にすべての端末からログアウトしました。報告されたログインがこのアドレスに変更していたため、アカウントのメールアドレスを元の {maskedEmail} に戻し、パスワードの再設定はそちらにご案内しました。このアドレスへのお知らせはこれが最後です。',
  'notMeRestored.notYou': '報告にも心当たりがない場合は、次の窓口にご連絡ください：{contact}',

  'passkey.subject': '【{product}】パスキーが{change, select, added {追加} other {削除}}されました',
  'passkey.changed': '{at}に、アカウントのパスキー「{name}」が{change, select, added {追加} other {削除}}されました。',
  'passkey.notYou': 'お心当たりがない場合は、次のページで「心当たりがない」を押し、パスワードを変更してください。',
  'passkey.notYouLink': 'お心当たりがない場合は、次のリンクを開いて「心当たりがない」を押してください。このパスキーを削除してすべての端末からログアウトし、パスワードの再設定をご案内します（リンクは7日間、1回だけ使えます）。',

  'passkeyCloned.subject': '【{product}】パスキーでのログインを拒否しました',
  'passkeyCloned.refused': '{at}に、パスキー「{name}」でのログインを拒否しました。このパスキーの署名カウンターが前回より戻っており、パスキーが複製された可能性があります。',
  'passkeyCloned.whatToDo': '次のページで、このパスキーを削除し、パスワードを変更してください。心当たりのないログインや変更があれば「心当たりがない」を押してください。',

  'authenticator.subject': '【{product}】認証アプリが{change, select, added {設定} other {削除}}されました',
  'authenticator.changed': '{at}に、アカウントの認証アプリが{change, select, added {設定されました。次回からログインの2段階目では認証アプリのコードを入力します（メールで確認コードを受け取ることもできます）。} other {削除されました。次回からログインの2段階目ではメールで確認コードを受け取ります。}}',
  'authenticator.notYou': 'お心当たりがない場合は、次のページで「心当たりがない」を押し、パスワードを変更してください。',

  'recoveryCodeUsed.subject': '【{product}】リカバリーコードでログインしました',
  'recoveryCodeUsed.used': '{at}に、リカバリーコードを使ってアカウントにログインしました。使ったコードはもう使えません。残りのリカバリーコードは{remaining}個です。',
  'recoveryCodeUsed.renew': '残りが少なくなったら、次のページでリカバリーコードを作り直してください（古いコードはすべて使えなくなります）。お心当たりがない場合は、同じページで「心当たりがない」を押し、パスワードを変更してください。',

  'secondFactorsReset.subject': '【{product}】管理者が2段階目の認証をリセットしました',
  'secondFactorsReset.done': '{at}に、管理者がアカウントの{removed, select, both {認証アプリとリカバリーコード} app {認証アプリ} other {リカバリーコード}}を削除し、すべての端末からログアウトさせました。次回からログインの2段階目ではメールで確認コードを受け取ります。',
  'secondFactorsReset.kept': '{passkeys, select, yes {パスキーとパスワード} other {パスワード}}はそのままです。',
  'secondFactorsReset.again': 'ログインした後、次のページで認証アプリとリカバリーコードをもう一度設定できます。この操作を依頼した覚えがない場合は、サポートにご連絡ください。',
  'passwordless.subject': '【{product}】{change, select, removed {パスワードを使わない設定にしました} other {パスワードを設定しました}}',
  'passwordless.changed': '{at}に、{change, select, removed {アカウントのパスワードを削除しました。これからはパスキーでログインします。パスキーを使えないときは、ログイン画面の「パスキーを使えないとき」から、リカバリーコードとメールで届く確認コードでログインできます。} other {アカウントにパスワードを設定しました。これからはパスワードとメールの確認コードでもログインできます。}}',
  'passwordless.notYou': 'お心当たりがない場合は、次のページで「心当たりがない」を押してください。',
  'dataExport.subject': '【{product}】データのダウンロード用リンクのお知らせ',
  'dataExport.ready': '{at}に、アカウントのデータ（プロフィール、メールアドレスの履歴、端末、アクティビティ、パスキー、連携中のアプリ、お知らせの記録）のダウンロードが申し込まれました。次のリンクを開き、同じアカウントでログインした状態でダウンロードしてください。',
  'dataExport.validUntil': 'リンクは{until}まで（24時間）、何度でも使えます。ほかの人のアカウントでは開けません。',
  'dataExport.notYou': 'お心当たりがない場合は、次のページで「心当たりがない」を押し、パスワードを変更してください。',
  'closing.requested.subject': '【{product}】退会のお申し込みを受け付けました',
  'closing.requested.body': '{at}に、アカウントの退会のお申し込みを受け付けました。すべての端末からログアウトしました。{deletesAt}に、氏名・メールアドレス・ログインID・パスキー・アクティビティなどの個人データを削除します。削除した後は元に戻せません。',
  'closing.requested.cancel': 'それまでは、ログインすると退会を取り消せます。お心当たりがない場合は、すぐに次のページからログインし、「退会を取り消す」を押してから、パスワードを変更してください。',
  'closing.cancelled.subject': '【{product}】退会を取り消しました',
  'closing.cancelled.body': '{at}に、アカウントの退会を取り消しました。アカウントはこれまでどおり使えます。',
  'closing.cancelled.notYou': 'お心当たりがない場合は、次のページで「心当たりがない」を押してください。',
  'closing.deleted.subject': '【{product}】アカウントを削除しました',
  'closing.deleted.body': '{at}に、退会のお申し込み（{requestedAt}）から30日が過ぎたため、アカウント（アカウントコード {accountCode}）の個人データを削除しました。このメールアドレスあてのお知らせは、これが最後です。これまで{product}をご利用いただき、ありがとうございました。',
} as const;

export type MailKey = keyof typeof ja;
