import { defineMessage, defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  validationFailed: { id: 'error.validationFailed', defaultMessage: '入力内容を確認してください' },
  invalidCredentials: {
    id: 'error.invalidCredentials',
    defaultMessage: 'ログインIDまたはパスワードが正しくありません',
  },
  tooManyRequests: {
    id: 'error.tooManyRequests',
    defaultMessage: '操作が多すぎます。しばらくしてからもう一度お試しください',
  },
  tooManyRequestsRetryAfter: defineMessage<{ retryAfterSeconds: number }>({
    id: 'error.tooManyRequestsRetryAfter',
    defaultMessage: '操作が多すぎます。{retryAfterSeconds}秒後にもう一度お試しください',
  }),
  invalidCode: { id: 'error.invalidCode', defaultMessage: '確認コードが正しくありません' },
  invalidCodeAttemptsRemaining: defineMessage<{ attemptsRemaining: number }>({
    id: 'error.invalidCodeAttemptsRemaining',
    defaultMessage: '確認コードが正しくありません（あと{attemptsRemaining}回入力できます）',
  }),
  codeExpired: {
    id: 'error.codeExpired',
    defaultMessage: '確認コードの有効期限が切れました。もう一度ログインしてください',
  },
  tooManyAttempts: {
    id: 'error.tooManyAttempts',
    defaultMessage: '確認コードの入力回数が上限に達しました。もう一度ログインしてください',
  },
  loginAttemptInvalid: {
    id: 'error.loginAttemptInvalid',
    defaultMessage: 'ログインの手続きが見つかりません。もう一度ログインしてください',
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
    defaultMessage: '確認コードの再送信回数が上限に達しました。もう一度ログインしてください',
  },
  unauthenticated: {
    id: 'error.unauthenticated',
    defaultMessage: 'ログインしていないか、セッションの有効期限が切れました',
  },
  forbidden: { id: 'error.forbidden', defaultMessage: 'この操作を行う権限がありません' },
  serviceUnavailable: {
    id: 'error.serviceUnavailable',
    defaultMessage: 'ただいま処理できません。時間をおいてもう一度お試しください',
  },
  resetTokenInvalid: { id: 'error.resetTokenInvalid', defaultMessage: 'このリンクは無効です' },
  resetTokenExpired: {
    id: 'error.resetTokenExpired',
    defaultMessage: 'このリンクは有効期限が切れています。もう一度パスワードの再発行を行ってください',
  },
  resetTokenUsed: { id: 'error.resetTokenUsed', defaultMessage: 'このリンクはすでに使用されています' },
  resetTokenSuperseded: {
    id: 'error.resetTokenSuperseded',
    defaultMessage: 'より新しい再発行メールが送信されています。最新のメールのリンクを使用してください',
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
    defaultMessage: 'メールアドレスの変更手続きが見つかりません。もう一度確認コードを送信してください',
  },
  emailChangeCodeExpired: {
    id: 'error.emailChangeCodeExpired',
    defaultMessage: '確認コードの有効期限が切れました。もう一度確認コードを送信してください',
  },
  emailChangeTooManyAttempts: {
    id: 'error.emailChangeTooManyAttempts',
    defaultMessage: '確認コードの入力回数が上限に達しました。もう一度確認コードを送信してください',
  },
  notMeLinkInvalid: { id: 'error.notMeLinkInvalid', defaultMessage: 'このリンクは無効です。メールのリンクをもう一度お確かめください' },
  notMeLinkExpired: {
    id: 'error.notMeLinkExpired',
    defaultMessage: 'このリンクの有効期限（7日間）が切れました。ログインして「セキュリティ」のページから操作するか、パスワードを再発行してください',
  },
  notMeLinkUsed: { id: 'error.notMeLinkUsed', defaultMessage: 'このリンクはすでに使われました。パスワードの再設定はメールでご案内しています' },
  sessionNotFound: { id: 'error.sessionNotFound', defaultMessage: 'この端末のログインはすでに終了しています' },
  eventNotFound: { id: 'error.eventNotFound', defaultMessage: 'この履歴は見つかりません' },
  passkeyNotFound: { id: 'error.passkeyNotFound', defaultMessage: 'このパスキーは見つかりません（すでに削除されたかもしれません）' },
  passkeyLimitReached: { id: 'error.passkeyLimitReached', defaultMessage: 'パスキーは10個まで登録できます。使っていないものを削除してください' },
  passkeyAlreadyRegistered: { id: 'error.passkeyAlreadyRegistered', defaultMessage: 'このパスキーはすでに登録されています' },
  passkeyVerificationFailed: { id: 'error.passkeyVerificationFailed', defaultMessage: 'パスキーを確認できませんでした。もう一度お試しください' },
  passkeyNameInvalid: { id: 'error.passkeyNameInvalid', defaultMessage: 'パスキーの名前は1〜50文字で入力してください' },
  reauthenticationRequired: { id: 'error.reauthenticationRequired', defaultMessage: '続けるには、現在のパスワードを入力してください' },
  accountNotFound: { id: 'error.accountNotFound', defaultMessage: 'このアカウントは見つかりません' },
  lastActiveAdmin: { id: 'error.lastActiveAdmin', defaultMessage: '最後の管理者のため、この操作はできません。先に別のアカウントを管理者にしてください' },
  cannotDisableSelf: { id: 'error.cannotDisableSelf', defaultMessage: '自分のアカウントは無効にできません' },
  actionNotApplicable: { id: 'error.actionNotApplicable', defaultMessage: 'アカウントの状態が変わったため、この操作はできません。表示を更新してください' },
  loginIdInvalid: { id: 'error.loginIdInvalid', defaultMessage: 'ログインIDは英小文字・数字・「._-」の3〜64文字で、英数字で始めてください' },
  loginIdUnavailable: { id: 'error.loginIdUnavailable', defaultMessage: 'このログインIDはすでに使われています' },
});
