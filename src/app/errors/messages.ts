import { defineMessage, defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  validationFailed: { id: 'error.validationFailed', defaultMessage: '入力内容を確認してください' },
  invalidCredentials: {
    id: 'error.invalidCredentials',
    defaultMessage: 'ログインIDまたはパスワードが正しくありません',
  },
  tooManyRequests: {
    id: 'error.tooManyRequests',
    defaultMessage: '操作が多すぎます。しばらくしてからもう一度お試しください。',
  },
  tooManyRequestsRetryAfter: defineMessage<{ retryAfterSeconds: number }>({
    id: 'error.tooManyRequestsRetryAfter',
    defaultMessage: '操作が多すぎます。{retryAfterSeconds}秒後にもう一度お試しください。',
  }),
  invalidCode: { id: 'error.invalidCode', defaultMessage: '確認コードが正しくありません' },
  invalidCodeAttemptsRemaining: defineMessage<{ attemptsRemaining: number }>({
    id: 'error.invalidCodeAttemptsRemaining',
    defaultMessage: '確認コードが正しくありません（あと{attemptsRemaining}回入力できます）',
  }),
  codeExpired: {
    id: 'error.codeExpired',
    defaultMessage: '確認コードの有効期限が切れました。もう一度ログインしてください。',
  },
  tooManyAttempts: {
    id: 'error.tooManyAttempts',
    defaultMessage: '確認コードの入力回数が上限に達しました。もう一度ログインしてください。',
  },
  loginAttemptInvalid: {
    id: 'error.loginAttemptInvalid',
    defaultMessage: 'ログインの手続きが見つかりません。もう一度ログインしてください。',
  },
  resendTooSoon: {
    id: 'error.resendTooSoon',
    defaultMessage: '確認コードの再送信はしばらくお待ちください',
  },
  resendTooSoonRetryAfter: defineMessage<{ retryAfterSeconds: number }>({
    id: 'error.resendTooSoonRetryAfter',
    defaultMessage: '確認コードの再送信は{retryAfterSeconds}秒後にできます',
  }),
  resendLimitReached: {
    id: 'error.resendLimitReached',
    defaultMessage: '確認コードの再送信回数が上限に達しました。もう一度ログインしてください。',
  },
  unauthenticated: {
    id: 'error.unauthenticated',
    defaultMessage: 'ログインしていないか、ログインの有効期限が切れました。もう一度ログインしてください。',
  },
  forbidden: { id: 'error.forbidden', defaultMessage: 'この操作を行う権限がありません' },
  serviceUnavailable: {
    id: 'error.serviceUnavailable',
    defaultMessage: 'ただいま処理できません。時間をおいてもう一度お試しください。',
  },
  resetTokenInvalid: { id: 'error.resetTokenInvalid', defaultMessage: 'このリンクは無効です' },
  resetTokenExpired: {
    id: 'error.resetTokenExpired',
    defaultMessage: 'このリンクは有効期限が切れています。もう一度パスワードの再設定を申し込んでください。',
  },
  resetTokenUsed: { id: 'error.resetTokenUsed', defaultMessage: 'このリンクはすでに使用されています。' },
  resetTokenSuperseded: {
    id: 'error.resetTokenSuperseded',
    defaultMessage: 'より新しい再設定メールが送信されています。最新のメールのリンクを使用してください。',
  },
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'error.passwordTooShort',
    defaultMessage: 'パスワードは{min}文字以上にしてください',
  }),
  passwordTooLong: defineMessage<{ max: number }>({
    id: 'error.passwordTooLong',
    defaultMessage: 'パスワードは{max}文字以内にしてください',
  }),
  passwordTooCommon: {
    id: 'error.passwordTooCommon',
    defaultMessage: 'よく使われているパスワードのため使用できません',
  },
  passwordContainsLoginId: {
    id: 'error.passwordContainsLoginId',
    defaultMessage: 'パスワードにログインIDを含めることはできません',
  },
  passwordContainsEmail: {
    id: 'error.passwordContainsEmail',
    defaultMessage: 'パスワードにメールアドレスを含めることはできません',
  },
  invalidCurrentPassword: { id: 'error.invalidCurrentPassword', defaultMessage: '現在のパスワードが正しくありません' },
  nameInvalid: { id: 'error.nameInvalid', defaultMessage: '氏名は1文字以上100文字以内で入力してください' },
  nameKanaInvalid: { id: 'error.nameKanaInvalid', defaultMessage: 'フリガナは全角カタカナで入力してください' },
  phoneInvalid: { id: 'error.phoneInvalid', defaultMessage: '電話番号の形式が正しくありません' },
  emailInvalid: { id: 'error.emailInvalid', defaultMessage: 'メールアドレスの形式が正しくありません' },
  emailUnavailable: { id: 'error.emailUnavailable', defaultMessage: 'このメールアドレスは使用できません' },
  emailChangeNotPending: {
    id: 'error.emailChangeNotPending',
    defaultMessage: 'メールアドレスの変更手続きが見つかりません。もう一度確認コードを送信してください。',
  },
  emailChangeCodeExpired: {
    id: 'error.emailChangeCodeExpired',
    defaultMessage: '確認コードの有効期限が切れました。もう一度確認コードを送信してください。',
  },
  emailChangeTooManyAttempts: {
    id: 'error.emailChangeTooManyAttempts',
    defaultMessage: '確認コードの入力回数が上限に達しました。もう一度確認コードを送信してください。',
  },
  notMeLinkInvalid: { id: 'error.notMeLinkInvalid', defaultMessage: 'このリンクは無効です。メールのリンクをもう一度お確かめください。' },
  notMeLinkExpired: {
    id: 'error.notMeLinkExpired',
    defaultMessage: 'このリンクの有効期限（7日間）が切れました。ログインして「セキュリティ」のページから操作するか、パスワードを再設定してください。',
  },
  notMeLinkUsed: { id: 'error.notMeLinkUsed', defaultMessage: 'このリンクはすでに使用されています。パスワードの再設定はメールでご案内しています。' },
  notMeLinkVoid: {
    id: 'error.notMeLinkVoid',
    defaultMessage: 'このリンクは、送信後にアカウントのメールアドレスが変更されたため使えません。ログインしたままの端末があれば「セキュリティ」のページから操作し、ない場合はサポートにご連絡ください。',
  },
  sessionNotFound: { id: 'error.sessionNotFound', defaultMessage: 'この端末のログインはすでに終了しています' },
  eventNotFound: { id: 'error.eventNotFound', defaultMessage: 'この履歴は見つかりません' },
  passkeyNotFound: { id: 'error.passkeyNotFound', defaultMessage: 'このパスキーは見つかりません（すでに削除されたかもしれません）' },
  passkeyLimitReached: { id: 'error.passkeyLimitReached', defaultMessage: 'パスキーは10個まで登録できます。使っていないものを削除してください。' },
  passkeyAlreadyRegistered: { id: 'error.passkeyAlreadyRegistered', defaultMessage: 'このパスキーはすでに登録されています' },
  passkeyVerificationFailed: { id: 'error.passkeyVerificationFailed', defaultMessage: 'パスキーを確認できませんでした。もう一度お試しください。' },
  passkeyNameInvalid: { id: 'error.passkeyNameInvalid', defaultMessage: 'パスキーの名前は1〜50文字で入力してください' },
  connectedAppNotFound: { id: 'error.connectedAppNotFound', defaultMessage: 'このアプリとの連携は見つかりませんでした。すでに解除されている可能性があります。' },
  interactionExpired: { id: 'error.interactionExpired', defaultMessage: 'アプリとの連携の手続きが終了しているか、有効期限が切れました。アプリからもう一度やり直してください。' },
  interactionReplaced: { id: 'error.interactionReplaced', defaultMessage: 'このブラウザで新しい連携の手続きが始まったため、この画面は使えません。新しいタブで続けてください。' },
  freshSignInRequired: { id: 'error.freshSignInRequired', defaultMessage: 'アプリが改めてのログインを求めています。もう一度ログインしてください。' },
  interactionAccountMismatch: { id: 'error.interactionAccountMismatch', defaultMessage: 'アプリが別のアカウントでのログインを求めています。そのアカウントでログインし直してください。' },
  reauthenticationRequired: { id: 'error.reauthenticationRequired', defaultMessage: '続けるには、現在のパスワードを入力してください' },
  accountNotFound: { id: 'error.accountNotFound', defaultMessage: 'このアカウントは見つかりません' },
  lastActiveAdmin: { id: 'error.lastActiveAdmin', defaultMessage: '最後の管理者のため、この操作はできません。先に別のアカウントを管理者にしてください。' },
  cannotDisableSelf: { id: 'error.cannotDisableSelf', defaultMessage: '自分のアカウントは無効にできません' },
  actionNotApplicable: { id: 'error.actionNotApplicable', defaultMessage: 'アカウントの状態が変わったため、この操作はできません。表示を更新してください。' },
  loginIdInvalid: { id: 'error.loginIdInvalid', defaultMessage: 'ログインIDは英小文字・数字・「._-」の3〜64文字で、英数字で始めてください' },
  loginIdUnavailable: { id: 'error.loginIdUnavailable', defaultMessage: 'このログインIDはすでに使われています' },
  clientNameInvalid: { id: 'error.clientNameInvalid', defaultMessage: 'アプリの名前は1〜100文字で、改行を含めずに入力してください' },
  redirectUriInvalid: {
    id: 'error.redirectUriInvalid',
    defaultMessage: 'URIは1〜10個まで、https:// で始まる完全なURI（開発用に限り http://localhost などの自分のコンピューター）で、# 以降やユーザー名を含めずに入力してください',
  },
  backchannelLogoutUriInvalid: {
    id: 'error.backchannelLogoutUriInvalid',
    defaultMessage: 'ログアウト通知の送信先は、https:// で始まる完全なURI（開発用に限り http://localhost などの自分のコンピューター）で、# 以降を含めずに入力してください',
  },
  scopeInvalid: { id: 'error.scopeInvalid', defaultMessage: '許可する範囲を選び直してください（「ログイン」は必須です）' },
  clientNotFound: { id: 'error.clientNotFound', defaultMessage: 'この連携アプリは見つかりません' },
  clientDisabled: { id: 'error.clientDisabled', defaultMessage: 'この連携アプリはすでに無効になっています。表示を更新してください。' },
  clientHasNoSecret: { id: 'error.clientHasNoSecret', defaultMessage: '公開クライアントのアプリにはシークレットがありません' },
  authenticatorAlreadyEnrolled: { id: 'error.authenticatorAlreadyEnrolled', defaultMessage: '認証アプリはすでに設定されています。設定し直すには、いまの認証アプリを削除してください。' },
  authenticatorNotPending: { id: 'error.authenticatorNotPending', defaultMessage: '認証アプリの設定の有効期限が切れました。最初からやり直してください。' },
  authenticatorNotFound: { id: 'error.authenticatorNotFound', defaultMessage: '認証アプリは設定されていません' },
  passwordlessNeedsPasskey: {
    id: 'error.passwordlessNeedsPasskey',
    defaultMessage: 'パスワードを使わない設定にするには、先にパスキーを登録してください。パスワードがないと、パスキーがログインの方法になります。',
  },
  passwordlessNeedsRecoveryCodes: {
    id: 'error.passwordlessNeedsRecoveryCodes',
    defaultMessage: 'パスワードを使わない設定にするには、先にリカバリーコードを作成してください。パスキーを使えないときは、リカバリーコードとメールの確認コードがログインの方法になります。',
  },
  alreadyPasswordless: { id: 'error.alreadyPasswordless', defaultMessage: 'このアカウントはすでにパスワードを使わない設定です' },
  passwordAlreadySet: { id: 'error.passwordAlreadySet', defaultMessage: 'このアカウントにはすでにパスワードがあります。変更するには「パスワード変更」を使ってください。' },
  lastWayIn: {
    id: 'error.lastWayIn',
    defaultMessage: 'このパスキーは削除できません。パスワードを使わない設定のアカウントでは、最後のパスキーがログインの方法だからです。先に別のパスキーを追加するか、パスワードを設定してください。',
  },
  dataExportLinkInvalid: {
    id: 'error.dataExportLinkInvalid',
    defaultMessage: 'このリンクは無効です。メールを受け取ったアカウントでログインしているか、メールのリンクをもう一度お確かめください。',
  },
  dataExportLinkExpired: {
    id: 'error.dataExportLinkExpired',
    defaultMessage: 'このリンクの有効期限（24時間）が切れました。「セキュリティ」のページからもう一度お申し込みください。',
  },
  stepUpRequired: { id: 'error.stepUpRequired', defaultMessage: '本人確認が済んでいないため、変更できませんでした。もう一度お試しいただき、本人確認をしてください。' },
});
