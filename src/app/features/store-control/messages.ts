import { defineMessage, defineMessages } from 'react-intl';

export const storeControlMessages = defineMessages({
  title: { id: 'storeControl.title', defaultMessage: 'ブラウザに保存されたデータの管理' },
  intro: {
    id: 'storeControl.intro',
    defaultMessage:
      'アカウントポータルがこのブラウザに保存しているデータです。パスワードやログインの秘密情報はここには保存されません。',
  },
  storageHeading: { id: 'storeControl.storageHeading', defaultMessage: 'ローカルストレージとセッションストレージ' },
  tableLabel: { id: 'storeControl.tableLabel', defaultMessage: '保存されているデータの一覧' },
  columnKey: { id: 'storeControl.columnKey', defaultMessage: 'キー' },
  columnPurpose: { id: 'storeControl.columnPurpose', defaultMessage: '用途' },
  columnStorage: { id: 'storeControl.columnStorage', defaultMessage: '保存場所' },
  columnSize: { id: 'storeControl.columnSize', defaultMessage: 'サイズ' },
  columnWrittenAt: { id: 'storeControl.columnWrittenAt', defaultMessage: '最終更新' },
  size: defineMessage<{ size: number }>({ id: 'storeControl.size', defaultMessage: '{size, number} バイト' }),
  unknownTime: { id: 'storeControl.unknownTime', defaultMessage: '不明' },
  noStorage: { id: 'storeControl.noStorage', defaultMessage: '保存されているデータはありません。' },
  cookiesHeading: { id: 'storeControl.cookiesHeading', defaultMessage: 'Cookie（クッキー）' },
  cookiesIntro: {
    id: 'storeControl.cookiesIntro',
    defaultMessage: 'アカウントポータルが設定する Cookie です（名前のみ表示します）。',
  },
  httpOnly: { id: 'storeControl.httpOnly', defaultMessage: 'スクリプトからは読み取れません（HttpOnly）' },
  noCookies: { id: 'storeControl.noCookies', defaultMessage: 'Cookie は設定されません。' },
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
  confirmCacheTitle: { id: 'storeControl.confirmCacheTitle', defaultMessage: 'キャッシュを削除しますか？' },
  confirmAllTitle: { id: 'storeControl.confirmAllTitle', defaultMessage: 'すべてのローカルデータを削除しますか？' },
  confirmAllDescription: {
    id: 'storeControl.confirmAllDescription',
    defaultMessage: 'ログイン中の表示や言語の設定も削除されます。この操作は取り消せません。',
  },
  confirm: { id: 'storeControl.confirm', defaultMessage: '削除する' },
  cancel: { id: 'storeControl.cancel', defaultMessage: 'キャンセル' },
  cleared: { id: 'storeControl.cleared', defaultMessage: '削除しました' },
});

/** What each key is for, in the user's words. */
export const storagePurposeMessages = defineMessages({
  'portal.apollo-cache': {
    id: 'storeControl.purpose.apolloCache',
    defaultMessage: '画面表示を速くするための一時データ（Apollo キャッシュ）',
  },
  'portal.apollo-cache-version': {
    id: 'storeControl.purpose.apolloCacheVersion',
    defaultMessage: '一時データの形式の版（古い版の一時データを使わないため）',
  },
  'portal.login-info': {
    id: 'storeControl.purpose.loginInfo',
    defaultMessage: 'ログイン中のアカウントの表示用情報（秘密情報は含みません）',
  },
  'portal.locale': { id: 'storeControl.purpose.locale', defaultMessage: '表示言語の設定' },
  'portal.password-reset-token': {
    id: 'storeControl.purpose.passwordResetToken',
    defaultMessage: 'パスワード再設定リンクの一時保存',
  },
  'portal.storage-written-at': {
    id: 'storeControl.purpose.storageWrittenAt',
    defaultMessage: 'このページに表示する各データの最終更新日時',
  },
  unknown: {
    id: 'storeControl.purpose.unknown',
    defaultMessage: '用途不明（以前の版が保存したデータの可能性があります）',
  },
});
