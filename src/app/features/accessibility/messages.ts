import { defineMessage, defineMessages } from 'react-intl';

// The accessibility statement, in the form of JIS X 8341-3:2016 (the WAIC guideline for statements).
export const accessibilityMessages = defineMessages({
  title: { id: 'accessibility.title', defaultMessage: 'ウェブアクセシビリティ方針と試験結果' },
  policyHeading: { id: 'accessibility.policyHeading', defaultMessage: '方針' },
  policy: {
    id: 'accessibility.policy',
    defaultMessage:
      'アカウントポータルは、年齢や障害の有無、使う機器にかかわらず、誰もが自分のアカウントを管理できるよう、ウェブアクセシビリティの確保と向上に取り組みます。',
  },
  standardHeading: { id: 'accessibility.standardHeading', defaultMessage: '対応規格と目標とする適合レベル' },
  standard: { id: 'accessibility.standard', defaultMessage: '規格：JIS X 8341-3:2016（WCAG 2.0 と一致）。目標とする適合レベル：AA（試験は WCAG 2.1 の A・AA の基準で行います）。' },
  conformance: {
    id: 'accessibility.conformance',
    defaultMessage: '対応度：AA 準拠（自動試験で重大な問題がないことを確認し、キーボードとスクリーンリーダーで確認しています）。',
  },
  dateHeading: { id: 'accessibility.dateHeading', defaultMessage: '試験日' },
  date: defineMessage<{ date: string }>({ id: 'accessibility.date', defaultMessage: '{date}（結果が最後に変わった日）' }),
  pagesHeading: { id: 'accessibility.pagesHeading', defaultMessage: '対象ページ' },
  pagesIntro: defineMessage<{ count: number }>({
    id: 'accessibility.pagesIntro',
    defaultMessage: 'アカウントポータルの次の {count} ページ（ログイン前とログイン後）。管理画面は対象外です。',
  }),
  methodHeading: { id: 'accessibility.methodHeading', defaultMessage: '試験方法' },
  methodAxe: defineMessage<{ version: string; widths: string }>({
    id: 'accessibility.methodAxe',
    defaultMessage: '自動試験：axe-core {version} で、日本語と英語それぞれ、画面の幅 {widths} ピクセルのすべてで各ページを検査（Chromium、実際のコンテンツセキュリティポリシーのまま）。',
  }),
  methodKeyboard: { id: 'accessibility.methodKeyboard', defaultMessage: 'キーボード：すべての操作をキーボードだけで行えること、フォーカスが失われないことを確認。' },
  methodScreenReader: { id: 'accessibility.methodScreenReader', defaultMessage: 'スクリーンリーダー：見出し、ボタン、入力欄、お知らせの読み上げ名を確認。' },
  resultsHeading: { id: 'accessibility.resultsHeading', defaultMessage: '試験結果' },
  resultsIntro: {
    id: 'accessibility.resultsIntro',
    defaultMessage: '重大な問題（axe の serious・critical）の件数です。この表は試験の実行結果から自動で作られます。',
  },
  resultsTable: { id: 'accessibility.resultsTable', defaultMessage: 'ページごとの試験結果' },
  columnPage: { id: 'accessibility.columnPage', defaultMessage: 'ページ' },
  japanese: { id: 'accessibility.japanese', defaultMessage: '日本語' },
  english: { id: 'accessibility.english', defaultMessage: '英語' },
  signedIn: { id: 'accessibility.signedIn', defaultMessage: '（ログイン後）' },
  passed: defineMessage<{ runs: number }>({ id: 'accessibility.passed', defaultMessage: '問題なし（{runs} 幅）' }),
  failed: defineMessage<{ count: number; runs: number }>({ id: 'accessibility.failed', defaultMessage: '{count} 件（{runs} 幅）' }),
  total: defineMessage<{ runs: number; violations: number }>({
    id: 'accessibility.total',
    defaultMessage: '合計 {runs} 回の検査で、重大な問題は {violations} 件でした。',
  }),
  exceptionsHeading: { id: 'accessibility.exceptionsHeading', defaultMessage: '既知の例外' },
  exceptionMail: {
    id: 'accessibility.exceptionMail',
    defaultMessage: 'メール（確認コード、お知らせ）は、受け取るメールアプリの表示に依存するため、試験の対象外です。テキスト形式でも送っています。',
  },
  exceptionApps: {
    id: 'accessibility.exceptionApps',
    defaultMessage: '連携アプリの画面と、ブラウザやパスキーの認証器が表示する画面は、それぞれの提供元の責任範囲です。',
  },
  exceptionAdmin: { id: 'accessibility.exceptionAdmin', defaultMessage: '管理画面は自動試験のみで、この表には含みません。' },
  contactHeading: { id: 'accessibility.contactHeading', defaultMessage: 'お問い合わせ' },
  contact: { id: 'accessibility.contact', defaultMessage: '使いにくい点があれば、お知らせください。' },
});

// The pages the run audits, by path (tests/e2e/accessibility-results.test.ts names the same paths).
export const accessibilityPageNames = defineMessages({
  '/login': { id: 'accessibility.page.login', defaultMessage: 'ログイン' },
  '/passwordReissue': { id: 'accessibility.page.passwordReissue', defaultMessage: 'パスワードの再設定の申し込み' },
  '/passwordReset': { id: 'accessibility.page.passwordReset', defaultMessage: 'パスワードの再設定' },
  '/storeControl': { id: 'accessibility.page.storeControl', defaultMessage: 'ブラウザに保存されたデータの管理' },
  '/accessibility': { id: 'accessibility.page.accessibility', defaultMessage: 'ウェブアクセシビリティ方針と試験結果' },
  '/no/such/page': { id: 'accessibility.page.notFound', defaultMessage: 'ページが見つからないとき' },
  '/topPage': { id: 'accessibility.page.topPage', defaultMessage: 'トップページ' },
  '/accountEdit': { id: 'accessibility.page.accountEdit', defaultMessage: 'アカウント情報の編集' },
  '/accountEditMailAddress': { id: 'accessibility.page.accountEditMailAddress', defaultMessage: 'メールアドレスの変更' },
  '/accountEditPassword': { id: 'accessibility.page.accountEditPassword', defaultMessage: 'パスワードの変更' },
  '/security': { id: 'accessibility.page.security', defaultMessage: 'セキュリティ' },
});
