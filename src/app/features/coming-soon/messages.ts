import { defineMessages } from 'react-intl';

export const comingSoonMessages = defineMessages({
  accountEdit: { id: 'comingSoon.accountEdit', defaultMessage: 'アカウント情報の編集' },
  accountEditMailAddress: { id: 'comingSoon.accountEditMailAddress', defaultMessage: 'メールアドレスの変更' },
  accountEditPassword: { id: 'comingSoon.accountEditPassword', defaultMessage: 'パスワードの変更' },
  storeControl: { id: 'comingSoon.storeControl', defaultMessage: 'ブラウザに保存されたデータの管理' },
  body: { id: 'comingSoon.body', defaultMessage: '準備中' },
  explanation: { id: 'comingSoon.explanation', defaultMessage: 'このページは現在準備中です。' },
  backToTop: { id: 'comingSoon.backToTop', defaultMessage: 'トップへ戻る' },
});
