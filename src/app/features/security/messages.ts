import { defineMessage, defineMessages } from 'react-intl';

export const securityMessages = defineMessages({
  title: { id: 'security.title', defaultMessage: 'セキュリティ' },
  intro: {
    id: 'security.intro',
    defaultMessage: 'このアカウントにログインしている端末と、アカウントの履歴を確認できます。心当たりのないものがあれば「心当たりがない」を押してください。',
  },
  sessionsHeading: { id: 'security.sessionsHeading', defaultMessage: 'ログイン中の端末' },
  signOut: { id: 'security.signOut', defaultMessage: 'ログアウト' },
  signOutLabel: defineMessage<{ device: string }>({ id: 'security.signOutLabel', defaultMessage: '{device}からログアウト' }),
  signedOutOne: defineMessage<{ device: string }>({ id: 'security.signedOutOne', defaultMessage: '{device}からログアウトしました' }),
  signOutOthers: { id: 'security.signOutOthers', defaultMessage: 'ほかのすべての端末からログアウト' },
  signOutOthersTitle: { id: 'security.signOutOthersTitle', defaultMessage: 'ほかのすべての端末からログアウトしますか？' },
  signOutOthersDescription: {
    id: 'security.signOutOthersDescription',
    defaultMessage: 'この端末以外のすべてのログイン（APIトークンを含む）を終了します。この端末はログインしたままです。',
  },
  signOutOthersConfirm: { id: 'security.signOutOthersConfirm', defaultMessage: 'ログアウトする' },
  signedOutOthers: defineMessage<{ count: number }>({
    id: 'security.signedOutOthers',
    defaultMessage: '{count, plural, =0 {ほかにログイン中の端末はありませんでした} other {{count}台の端末からログアウトしました}}',
  }),
  onlyThisDevice: { id: 'security.onlyThisDevice', defaultMessage: 'ほかにログイン中の端末はありません。' },
  activityHeading: { id: 'security.activityHeading', defaultMessage: 'アカウントの履歴' },
  activityEmpty: { id: 'security.activityEmpty', defaultMessage: '履歴はまだありません。' },
  more: { id: 'security.more', defaultMessage: 'さらに表示' },
  notMe: { id: 'security.notMe', defaultMessage: '心当たりがない' },
  // Each row's button says which event it is about (when, from which device, what), so that a list of
  // sign-ins does not read out the same name again and again; the visible words are in it (WCAG 2.5.3).
  notMeLabel: defineMessage<{ event: string; when: string; device: string }>({
    id: 'security.notMeLabel',
    defaultMessage: '{when} の {device} からの{event}に心当たりがない',
  }),
  notMeTitle: { id: 'security.notMeTitle', defaultMessage: 'この操作に心当たりはありませんか？' },
  notMeDescription: {
    id: 'security.notMeDescription',
    defaultMessage:
      'アカウントを保護するため、すべての端末（この端末を含む）からログアウトし、送信済みの確認コードやリンクを無効にします。パスワード再設定のリンクをメールでお送りします。次にログインするときは新しいパスワードの設定が必要です。',
  },
  notMeConfirm: { id: 'security.notMeConfirm', defaultMessage: 'ログアウトしてアカウントを保護する' },
  cancel: { id: 'security.cancel', defaultMessage: 'キャンセル' },
  retry: { id: 'security.retry', defaultMessage: '再読み込み' },
});

export const passkeyMessages = defineMessages({
  heading: { id: 'passkeys.heading', defaultMessage: 'パスキー' },
  explanation: {
    id: 'passkeys.explanation',
    defaultMessage: 'パスキーを登録すると、パスワードと確認コードなしで、端末の指紋・顔認証や画面ロックでログインできます。',
  },
  none: { id: 'passkeys.none', defaultMessage: 'パスキーはまだ登録されていません。' },
  synced: { id: 'passkeys.synced', defaultMessage: 'ほかの端末と同期' },
  deviceOnly: { id: 'passkeys.deviceOnly', defaultMessage: 'この端末のみ' },
  created: defineMessage<{ at: string }>({ id: 'passkeys.created', defaultMessage: '登録: {at}' }),
  lastUsed: defineMessage<{ at: string }>({ id: 'passkeys.lastUsed', defaultMessage: '最終利用: {at}' }),
  neverUsed: { id: 'passkeys.neverUsed', defaultMessage: 'まだ使われていません' },
  add: { id: 'passkeys.add', defaultMessage: 'パスキーを追加' },
  unsupported: { id: 'passkeys.unsupported', defaultMessage: 'このブラウザはパスキーに対応していません。対応しているブラウザで追加してください。' },
  rename: { id: 'passkeys.rename', defaultMessage: '名前を変更' },
  renameLabel: defineMessage<{ name: string }>({ id: 'passkeys.renameLabel', defaultMessage: '名前を変更: {name}' }),
  delete: { id: 'passkeys.delete', defaultMessage: '削除' },
  deleteLabel: defineMessage<{ name: string }>({ id: 'passkeys.deleteLabel', defaultMessage: '削除: {name}' }),
  addTitle: { id: 'passkeys.addTitle', defaultMessage: 'パスキーを追加' },
  addDescription: {
    id: 'passkeys.addDescription',
    defaultMessage: '確認のため現在のパスワードを入力し、「追加する」を押すと、ブラウザがパスキーの作成を案内します。名前は省略すると端末の名前になります。',
  },
  nameLabel: { id: 'passkeys.nameLabel', defaultMessage: 'パスキーの名前' },
  nameHint: { id: 'passkeys.nameHint', defaultMessage: '50文字以内。省略すると、この端末の名前（例: WindowsのChrome）になります。同じ名前のパスキーがすでにあるときは番号が付きます（例: WindowsのChrome (2)）。' },
  nameRequired: { id: 'passkeys.nameRequired', defaultMessage: '名前を入力してください' },
  nameTooLong: defineMessage<{ max: number }>({ id: 'passkeys.nameTooLong', defaultMessage: '名前は{max}文字以内で入力してください' }),
  currentPassword: { id: 'passkeys.currentPassword', defaultMessage: '現在のパスワード' },
  passwordRequired: { id: 'passkeys.passwordRequired', defaultMessage: '現在のパスワードを入力してください' },
  addSubmit: { id: 'passkeys.addSubmit', defaultMessage: '追加する' },
  addCancelled: { id: 'passkeys.addCancelled', defaultMessage: 'パスキーの作成は完了しませんでした。もう一度お試しください。' },
  addFailed: { id: 'passkeys.addFailed', defaultMessage: 'この端末ではパスキーを作成できませんでした。' },
  added: defineMessage<{ name: string }>({ id: 'passkeys.added', defaultMessage: 'パスキー「{name}」を追加しました' }),
  renameTitle: { id: 'passkeys.renameTitle', defaultMessage: 'パスキーの名前を変更' },
  renameSubmit: { id: 'passkeys.renameSubmit', defaultMessage: '変更する' },
  renamed: defineMessage<{ name: string }>({ id: 'passkeys.renamed', defaultMessage: 'パスキーの名前を「{name}」に変更しました' }),
  deleteTitle: defineMessage<{ name: string }>({ id: 'passkeys.deleteTitle', defaultMessage: 'パスキー「{name}」を削除しますか？' }),
  deleteDescription: { id: 'passkeys.deleteDescription', defaultMessage: '削除すると、このパスキーではログインできなくなります。確認のため現在のパスワードを入力してください。' },
  deleteSubmit: { id: 'passkeys.deleteSubmit', defaultMessage: '削除する' },
  deleteDescriptionPasswordless: { id: 'passkeys.deleteDescriptionPasswordless', defaultMessage: '削除すると、このパスキーではログインできなくなります。確認のため、パスキーでの本人確認があります。' },
  addDescriptionPasswordless: { id: 'passkeys.addDescriptionPasswordless', defaultMessage: '「追加する」を押すと、ブラウザがパスキーの作成を案内します。名前は省略すると端末の名前になります。確認のため、先にパスキーでの本人確認があります。' },
  deleted: defineMessage<{ name: string }>({ id: 'passkeys.deleted', defaultMessage: 'パスキー「{name}」を削除しました' }),
  cancel: { id: 'passkeys.cancel', defaultMessage: 'キャンセル' },
});

export const connectedAppsMessages = defineMessages({
  heading: { id: 'connectedApps.heading', defaultMessage: '連携中のアプリ' },
  explanation: {
    id: 'connectedApps.explanation',
    defaultMessage: 'アカウントポータルのアカウントでのログインを許可したアプリです。心当たりのないアプリや、もう使わないアプリは連携を解除してください。',
  },
  none: { id: 'connectedApps.none', defaultMessage: '連携中のアプリはありません。' },
  mayDo: { id: 'connectedApps.mayDo', defaultMessage: 'このアプリができること' },
  allowed: defineMessage<{ at: string }>({ id: 'connectedApps.allowed', defaultMessage: '許可: {at}' }),
  lastUsed: defineMessage<{ at: string }>({ id: 'connectedApps.lastUsed', defaultMessage: '最終利用: {at}' }),
  neverUsed: { id: 'connectedApps.neverUsed', defaultMessage: 'まだ使われていません' },
  revoke: { id: 'connectedApps.revoke', defaultMessage: '連携を解除' },
  revokeLabel: defineMessage<{ name: string }>({ id: 'connectedApps.revokeLabel', defaultMessage: '連携を解除: {name}' }),
  revokeTitle: defineMessage<{ name: string }>({ id: 'connectedApps.revokeTitle', defaultMessage: '「{name}」との連携を解除しますか？' }),
  revokeDescription: {
    id: 'connectedApps.revokeDescription',
    defaultMessage:
      'このアプリはあなたのアカウントの情報を使えなくなり、アプリでもログアウトされます。もう一度使うときは、アプリからあらためて許可してください。',
  },
  revokeConfirm: { id: 'connectedApps.revokeConfirm', defaultMessage: '連携を解除する' },
  revoked: defineMessage<{ name: string }>({ id: 'connectedApps.revoked', defaultMessage: '「{name}」との連携を解除しました' }),
  cancel: { id: 'connectedApps.cancel', defaultMessage: 'キャンセル' },
});

// The authenticator app and recovery codes (issue 23).
export const secondFactorMessages = defineMessages({
  appHeading: { id: 'authenticator.heading', defaultMessage: '認証アプリ' },
  appExplanation: {
    id: 'authenticator.explanation',
    defaultMessage: '認証アプリ（Google Authenticator、Microsoft Authenticator など）を設定すると、ログインの2段階目でメールの代わりにアプリに表示される6桁のコードを入力します。',
  },
  appNone: { id: 'authenticator.none', defaultMessage: '認証アプリは設定されていません。' },
  appSince: defineMessage<{ at: string }>({ id: 'authenticator.since', defaultMessage: '設定済み（{at}）' }),
  setUp: { id: 'authenticator.setUp', defaultMessage: '認証アプリを設定' },
  remove: { id: 'authenticator.remove', defaultMessage: '認証アプリを削除' },
  setUpDescription: { id: 'authenticator.setUpDescription', defaultMessage: '設定を始めるには、現在のパスワードを入力してください。' },
  next: { id: 'authenticator.next', defaultMessage: '次へ' },
  scan: { id: 'authenticator.scan', defaultMessage: '認証アプリでこのQRコードを読み取ってください。読み取れないときは、次のキーを入力してください。' },
  qrLabel: { id: 'authenticator.qrLabel', defaultMessage: '認証アプリに読み取らせるQRコード' },
  secretLabel: { id: 'authenticator.secretLabel', defaultMessage: 'セットアップキー' },
  codeLabel: { id: 'authenticator.codeLabel', defaultMessage: '認証アプリに表示されたコード' },
  codeHint: { id: 'authenticator.codeHint', defaultMessage: '6桁の数字（全角でも入力できます）' },
  codeRequired: { id: 'authenticator.codeRequired', defaultMessage: 'コードを入力してください' },
  codeFormat: { id: 'authenticator.codeFormat', defaultMessage: 'コードは6桁の数字で入力してください' },
  confirm: { id: 'authenticator.confirm', defaultMessage: '設定を完了' },
  added: { id: 'authenticator.added', defaultMessage: '認証アプリを設定しました' },
  removeDescription: { id: 'authenticator.removeDescription', defaultMessage: '削除すると、ログインの2段階目ではメールで確認コードを受け取ります。現在のパスワードを入力してください。' },
  removed: { id: 'authenticator.removed', defaultMessage: '認証アプリを削除しました' },
  currentPassword: { id: 'authenticator.currentPassword', defaultMessage: '現在のパスワード' },
  passwordRequired: { id: 'authenticator.passwordRequired', defaultMessage: '現在のパスワードを入力してください' },
  cancel: { id: 'authenticator.cancel', defaultMessage: 'キャンセル' },
  codesHeading: { id: 'recoveryCodes.heading', defaultMessage: 'リカバリーコード' },
  codesExplanation: {
    id: 'recoveryCodes.explanation',
    defaultMessage: '認証アプリやメールを使えなくなったときに、ログインの2段階目で確認コードの代わりに使えます。1つのコードは1回だけ使えます。',
  },
  codesNone: { id: 'recoveryCodes.none', defaultMessage: 'リカバリーコードはまだ作成されていません。' },
  codesLeft: defineMessage<{ remaining: number; at: string }>({ id: 'recoveryCodes.left', defaultMessage: '残り{remaining}個（{at}に作成）' }),
  generate: { id: 'recoveryCodes.generate', defaultMessage: 'リカバリーコードを作成' },
  regenerate: { id: 'recoveryCodes.regenerate', defaultMessage: 'リカバリーコードを作り直す' },
  generateDescription: {
    id: 'recoveryCodes.generateDescription',
    defaultMessage: '新しいコードを10個作成します。以前のコードはすべて使えなくなります。現在のパスワードを入力してください。',
  },
  generateDescriptionPasswordless: {
    id: 'recoveryCodes.generateDescriptionPasswordless',
    defaultMessage: '新しいコードを10個作成します。以前のコードはすべて使えなくなります。確認のため、パスキーでの本人確認があります。',
  },
  showOnce: {
    id: 'recoveryCodes.showOnce',
    defaultMessage: 'コードが表示されるのはこの一度だけです。コピー、印刷、またはダウンロードして、安全な場所に保管してください。',
  },
  copy: { id: 'recoveryCodes.copy', defaultMessage: 'コピー' },
  copied: { id: 'recoveryCodes.copied', defaultMessage: 'リカバリーコードをコピーしました' },
  print: { id: 'recoveryCodes.print', defaultMessage: '印刷' },
  download: { id: 'recoveryCodes.download', defaultMessage: 'ダウンロード' },
  done: { id: 'recoveryCodes.done', defaultMessage: '保管しました' },
  codesTitle: { id: 'recoveryCodes.codesTitle', defaultMessage: '新しいリカバリーコード' },
  fileHeader: { id: 'recoveryCodes.fileHeader', defaultMessage: 'アカウントポータルのリカバリーコード（各コードは1回だけ使えます）' },
});

/** Passkey providers whose names read differently in Japanese and English (the brand names are in src/shared/passkey-providers.ts). */
export const passkeyProviderMessages = defineMessages({
  label: defineMessage<{ provider: string }>({ id: 'passkeys.provider', defaultMessage: '保存先: {provider}' }),
  googlePasswordManager: { id: 'passkeys.provider.googlePasswordManager', defaultMessage: 'Google パスワード マネージャー' },
  icloudKeychain: { id: 'passkeys.provider.icloudKeychain', defaultMessage: 'iCloud キーチェーン' },
  microsoftPasswordManager: { id: 'passkeys.provider.microsoftPasswordManager', defaultMessage: 'Microsoft パスワード マネージャー' },
  chromeOnMac: { id: 'passkeys.provider.chromeOnMac', defaultMessage: 'Mac の Chrome' },
  edgeOnMac: { id: 'passkeys.provider.edgeOnMac', defaultMessage: 'Mac の Microsoft Edge' },
  chromiumBrowser: { id: 'passkeys.provider.chromiumBrowser', defaultMessage: 'Chromium ブラウザ' },
});

// Passkey-first accounts (issue 23): 「パスワードを使わない」 and 「パスワードを設定する」.
export const passwordlessMessages = defineMessages({
  heading: { id: 'passwordless.heading', defaultMessage: 'パスワードを使わないログイン' },
  explanation: {
    id: 'passwordless.explanation',
    defaultMessage:
      'パスキーとリカバリーコードがあれば、パスワードを削除して、パスキーだけでログインできます。パスキーを使えないときは、リカバリーコードとメールの確認コードでログインします。',
  },
  off: { id: 'passwordless.off', defaultMessage: 'このアカウントはパスワードとメールの確認コードでもログインできます。' },
  on: { id: 'passwordless.on', defaultMessage: 'このアカウントはパスワードを使わない設定です。ログインにはパスキーを使います。' },
  noCodesLeft: {
    id: 'passwordless.noCodesLeft',
    defaultMessage: 'リカバリーコードが残っていません。パスキーを使えなくなったときにログインできるよう、リカバリーコードを作り直してください。',
  },
  remove: { id: 'passwordless.remove', defaultMessage: 'パスワードを使わない' },
  removeTitle: { id: 'passwordless.removeTitle', defaultMessage: 'パスワードを使わない設定にしますか？' },
  removeDescription: {
    id: 'passwordless.removeDescription',
    defaultMessage:
      'パスワードを削除します。これからはパスキーでログインします。パスキーを使えないときは、ログイン画面の「パスキーを使えないとき」から、リカバリーコードとメールの確認コードでログインします。',
  },
  removeKeepCodes: { id: 'passwordless.removeKeepCodes', defaultMessage: 'リカバリーコードを安全な場所に保管していることを確かめてから進んでください。確認のため、パスキーでの本人確認があります。' },
  removed: { id: 'passwordless.removed', defaultMessage: 'パスワードを使わない設定にしました。これからはパスキーでログインします。' },
  setPassword: { id: 'passwordless.setPassword', defaultMessage: 'パスワードを設定する' },
  setPasswordDescription: {
    id: 'passwordless.setPasswordDescription',
    defaultMessage: '新しいパスワードを設定すると、パスワードとメールの確認コードでもログインできるようになります。確認のため、パスキーでの本人確認があります。',
  },
  setPasswordSubmit: { id: 'passwordless.setPasswordSubmit', defaultMessage: '設定する' },
  passwordSet: { id: 'passwordless.passwordSet', defaultMessage: 'パスワードを設定しました' },
  cancel: { id: 'passwordless.cancel', defaultMessage: 'キャンセル' },
});

/** 「データのダウンロード」 (issue 24): the card that asks for the mailed link. */
export const dataExportMessages = defineMessages({
  heading: { id: 'dataExport.heading', defaultMessage: 'データのダウンロード' },
  explanation: {
    id: 'dataExport.explanation',
    defaultMessage:
      'このアカウントについて保存しているデータ（プロフィール、メールアドレスの履歴、ログイン中の端末、アクティビティ、パスキーの名前と日時、連携中のアプリ、お送りしたお知らせの件名と日時）を、JSONファイルとアクティビティのCSVファイルでダウンロードできます。パスワードやパスキーの鍵などの秘密の情報は含まれません。',
  },
  how: {
    id: 'dataExport.how',
    defaultMessage: '本人確認のあと、ダウンロード用のリンクを登録中のメールアドレスにお送りします。リンクは24時間有効で、このアカウントでログインしている間だけ使えます。',
  },
  request: { id: 'dataExport.request', defaultMessage: 'ダウンロード用のリンクをメールで受け取る' },
  requested: { id: 'dataExport.requested', defaultMessage: 'ダウンロード用のリンクをメールで送りました（24時間有効）' },
  requestedUntil: defineMessage<{ until: string }>({ id: 'dataExport.requestedUntil', defaultMessage: 'リンクは{until}まで有効です。' }),
});

/** 退会 (issue 24): the card on /security and its confirmation, which names what is lost. */
export const closingMessages = defineMessages({
  heading: { id: 'closing.heading', defaultMessage: '退会' },
  explanation: {
    id: 'closing.explanation',
    defaultMessage: 'アカウントを削除します。お申し込みから30日間は、ログインすると退会を取り消せます。30日が過ぎると、データは元に戻せません。',
  },
  open: { id: 'closing.open', defaultMessage: '退会する' },
  confirmTitle: { id: 'closing.confirmTitle', defaultMessage: '退会しますか？' },
  confirmDescription: defineMessage<{ date: string }>({
    id: 'closing.confirmDescription',
    defaultMessage: 'お申し込みの後、すべての端末からログアウトします。{date}に、次のデータを削除します。削除した後は元に戻せません。',
  }),
  lostProfile: { id: 'closing.lostProfile', defaultMessage: 'プロフィール（氏名、フリガナ、メールアドレス、ログインID、電話番号、所属）' },
  lostSignIn: { id: 'closing.lostSignIn', defaultMessage: 'パスワード、パスキー、認証アプリ、リカバリーコード' },
  lostActivity: { id: 'closing.lostActivity', defaultMessage: 'アクティビティ（ログインや変更の記録）とログイン中の端末の一覧' },
  lostApps: { id: 'closing.lostApps', defaultMessage: '連携中のアプリ（連携は今すぐ解除します）' },
  keptAudit: {
    id: 'closing.keptAudit',
    defaultMessage: '管理者による操作の記録は、アカウントコードだけを残して保管します。必要なデータは、先に「データのダウンロード」で保存してください。',
  },
  confirm: { id: 'closing.confirm', defaultMessage: '退会を申し込む' },
  cancel: { id: 'closing.cancel', defaultMessage: 'キャンセル' },
  requested: defineMessage<{ date: string }>({
    id: 'closing.requested',
    defaultMessage: '退会のお申し込みを受け付けました。{date}にアカウントを削除します。それまでは、ログインすると取り消せます。',
  }),
  lastAdmin: { id: 'closing.lastAdmin', defaultMessage: '最後の管理者のため、退会できません。先に別のアカウントを管理者にしてください。' },
});
