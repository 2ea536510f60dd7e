import { defineMessage, defineMessages } from 'react-intl';

export const storeControlMessages = defineMessages({
  title: { id: 'storeControl.title', defaultMessage: 'ブラウザに保存されたデータの管理' },
  intro: {
    id: 'storeControl.intro',
    defaultMessage:
      'アカウントポータルがこのブラウザに保存しているデータです。パスワードやログインの秘密情報はここには保存されません。',
  },
  storageHeading: { id: 'storeControl.storageHeading', defaultMessage: 'このブラウザに保存されているデータ' },
  tableLabel: { id: 'storeControl.tableLabel', defaultMessage: '保存されているデータの一覧' },
  columnPurpose: { id: 'storeControl.columnPurpose', defaultMessage: '用途' },
  columnLifetime: { id: 'storeControl.columnLifetime', defaultMessage: '保存される期間' },
  columnSize: { id: 'storeControl.columnSize', defaultMessage: 'サイズ' },
  columnWrittenAt: { id: 'storeControl.columnWrittenAt', defaultMessage: '最終更新' },
  technicalSummary: { id: 'storeControl.technicalSummary', defaultMessage: '詳細（技術的な名前）' },
  lifetimeLocal: { id: 'storeControl.lifetimeLocal', defaultMessage: 'ブラウザを閉じても残ります' },
  lifetimeSession: { id: 'storeControl.lifetimeSession', defaultMessage: 'このタブを閉じると消えます' },
  size: defineMessage<{ size: number }>({ id: 'storeControl.size', defaultMessage: '{size, number} バイト' }),
  unknownTime: { id: 'storeControl.unknownTime', defaultMessage: '不明' },
  noStorage: { id: 'storeControl.noStorage', defaultMessage: '保存されているデータはありません。' },
  cookiesHeading: { id: 'storeControl.cookiesHeading', defaultMessage: 'Cookie（クッキー）' },
  cookiesIntro: {
    id: 'storeControl.cookiesIntro',
    defaultMessage: 'アカウントポータルがこのブラウザに保存している Cookie です。中身は表示しません。',
  },
  cookiesTableLabel: { id: 'storeControl.cookiesTableLabel', defaultMessage: 'Cookie の一覧' },
  cookieProtected: {
    id: 'storeControl.cookieProtected',
    defaultMessage: 'ページのプログラムからは読み取れないよう保護されています。',
  },
  noCookies: { id: 'storeControl.noCookies', defaultMessage: 'Cookie は使用していません。' },
  clearHeading: { id: 'storeControl.clearHeading', defaultMessage: 'データの削除' },
  clearCache: { id: 'storeControl.clearCache', defaultMessage: 'キャッシュを削除' },
  clearCacheHint: {
    id: 'storeControl.clearCacheHint',
    defaultMessage: '画面表示用の一時データを削除します。ログイン状態は変わりません。',
  },
  clearAll: { id: 'storeControl.clearAll', defaultMessage: 'すべてのローカルデータを削除' },
  clearAllHint: {
    id: 'storeControl.clearAllHint',
    defaultMessage: 'このページに表示されたデータをすべて削除し、初めて訪れたときの状態に戻します。',
  },
  clearAllHintSignedIn: {
    id: 'storeControl.clearAllHintSignedIn',
    defaultMessage: 'このページに表示されたデータをすべて削除してログアウトし、初めて訪れたときの状態に戻します。',
  },
  confirmCacheTitle: { id: 'storeControl.confirmCacheTitle', defaultMessage: 'キャッシュを削除しますか？' },
  confirmAllTitle: { id: 'storeControl.confirmAllTitle', defaultMessage: 'すべてのローカルデータを削除しますか？' },
  confirmAllDescription: {
    id: 'storeControl.confirmAllDescription',
    defaultMessage: '言語の設定も削除されます。この操作は取り消せません。',
  },
  confirmAllDescriptionSignedIn: {
    id: 'storeControl.confirmAllDescriptionSignedIn',
    defaultMessage:
      'ログアウトして、このブラウザに保存されたデータをすべて削除します。言語の設定も削除されます。この操作は取り消せません。',
  },
  confirm: { id: 'storeControl.confirm', defaultMessage: '削除する' },
  confirmSignedIn: { id: 'storeControl.confirmSignedIn', defaultMessage: 'ログアウトして削除する' },
  cancel: { id: 'storeControl.cancel', defaultMessage: 'キャンセル' },
  cleared: { id: 'storeControl.cleared', defaultMessage: '削除しました' },
  clearedLoggedOut: {
    id: 'storeControl.clearedLoggedOut',
    defaultMessage: 'ログアウトし、このブラウザのデータをすべて削除しました',
  },
  clearAllFailed: {
    id: 'storeControl.clearAllFailed',
    defaultMessage: 'ただいまログアウトできないため、データは削除していません。時間をおいてもう一度お試しください。',
  },
});

/** What each key is for, in the user's words. */
export const storagePurposeMessages = defineMessages({
  'portal.apollo-cache': {
    id: 'storeControl.purpose.apolloCache',
    defaultMessage: '画面をすばやく表示するための一時データ',
  },
  'portal.apollo-cache-version': {
    id: 'storeControl.purpose.apolloCacheVersion',
    defaultMessage: 'アプリの更新後に古い一時データを使わないための目印',
  },
  'portal.login-info': {
    id: 'storeControl.purpose.loginInfo',
    defaultMessage: 'ログイン中のアカウントの表示用情報（秘密情報は含みません）',
  },
  'portal.locale': { id: 'storeControl.purpose.locale', defaultMessage: '表示言語の設定' },
  'portal.password-reset-token': {
    id: 'storeControl.purpose.passwordResetToken',
    defaultMessage: 'パスワード再設定の手続き中に、メールのリンクを一時的に覚えておくもの',
  },
  'portal.not-me-token': {
    id: 'storeControl.purpose.notMeToken',
    defaultMessage: '「心当たりがない」の手続き中に、メールのリンクを一時的に覚えておくもの',
  },
  'portal.form-drafts': {
    id: 'storeControl.purpose.formDrafts',
    defaultMessage: 'フォームに入力してまだ保存していない内容。ログアウトされても戻せるよう、このタブだけに保存します（パスワードや確認コードは含みません）',
  },
  'portal.storage-written-at': {
    id: 'storeControl.purpose.storageWrittenAt',
    defaultMessage: 'このページに表示する各データの最終更新日時',
  },
  unknown: {
    id: 'storeControl.purpose.unknown',
    defaultMessage: '用途不明（以前のバージョンのアプリが保存したデータかもしれません）',
  },
});

/** What each cookie is for (the names come from the server's environment data). */
export const cookiePurposeMessages = defineMessages({
  session: { id: 'storeControl.cookie.session', defaultMessage: 'ログインした状態を保つためのもの' },
  loginAttempt: {
    id: 'storeControl.cookie.loginAttempt',
    defaultMessage: 'ログインの途中（確認コードの入力待ち）であることを覚えておくためのもの',
  },
  device: {
    id: 'storeControl.cookie.device',
    defaultMessage: 'この端末でログインしたことを覚えておき、いつもの端末かどうかを判断するためのもの（消すと次のログインは新しい端末として扱われます）',
  },
  locale: {
    id: 'storeControl.cookie.locale',
    defaultMessage: 'この端末で選んだ表示言語を覚えておき、最初の表示からその言語にするためのもの',
  },
  other: { id: 'storeControl.cookie.other', defaultMessage: 'アカウントポータルが使用するもの' },
});
