import { defineMessage, defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  title: { id: 'adminSearch.title', defaultMessage: 'アカウント一覧' },
  form: { id: 'adminSearch.form', defaultMessage: 'アカウントの検索' },
  searchLabel: { id: 'adminSearch.searchLabel', defaultMessage: '検索するキーワード' },
  searchHint: {
    id: 'adminSearch.searchHint',
    defaultMessage: 'ログインID・メールアドレス・アカウントコードの先頭、または氏名・フリガナの一部。全角・半角、ひらがな・カタカナ、大文字・小文字は区別しません。',
  },
  roleLabel: { id: 'adminSearch.roleLabel', defaultMessage: '権限' },
  statusLabel: { id: 'adminSearch.statusLabel', defaultMessage: '状態' },
  levelLabel: { id: 'adminSearch.levelLabel', defaultMessage: 'ログイン方法' },
  submit: { id: 'adminSearch.submit', defaultMessage: '検索' },
  clear: { id: 'adminSearch.clear', defaultMessage: '条件をクリア' },
  caption: { id: 'adminSearch.caption', defaultMessage: '検索結果（作成日の新しい順）' },
  colName: { id: 'adminSearch.colName', defaultMessage: '氏名' },
  colAccountCode: { id: 'adminSearch.colAccountCode', defaultMessage: 'アカウントコード' },
  colLoginId: { id: 'adminSearch.colLoginId', defaultMessage: 'ログインID' },
  colEmail: { id: 'adminSearch.colEmail', defaultMessage: 'メールアドレス' },
  colRole: { id: 'adminSearch.colRole', defaultMessage: '権限' },
  colStatus: { id: 'adminSearch.colStatus', defaultMessage: '状態' },
  colLevel: { id: 'adminSearch.colLevel', defaultMessage: 'ログイン方法' },
  colCreated: { id: 'adminSearch.colCreated', defaultMessage: '作成日' },
  shown: defineMessage<{ count: number; more: string }>({
    id: 'adminSearch.shown',
    defaultMessage: '{count, plural, =0 {一致するアカウントはありません} other {{count}件を表示しています}}{more, select, yes {（続きがあります）} other {}}',
  }),
  incomplete: {
    id: 'adminSearch.incomplete',
    defaultMessage: '検索に時間がかかるため、ここまでの結果を表示しています。続きを検索できます。',
  },
  incompleteNone: {
    id: 'adminSearch.incompleteNone',
    defaultMessage: '検索に時間がかかるため、いったん止めました。ここまでに一致するアカウントはありません。続きを検索できます。',
  },
  continue: { id: 'adminSearch.continue', defaultMessage: '続きを検索' },
});
