import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  userName: defineMessage<{ name: string }>({ id: 'layout.userName', defaultMessage: '{name}さん' }),
  logout: { id: 'layout.logout', defaultMessage: 'ログアウト' },
  security: { id: 'layout.security', defaultMessage: 'セキュリティ' },
  admin: { id: 'layout.admin', defaultMessage: '管理' },
  forbidden: { id: 'layout.forbidden', defaultMessage: 'このページを表示する権限がありません' },
  accountMenu: { id: 'layout.accountMenu', defaultMessage: 'アカウント' },
  menu: { id: 'layout.menu', defaultMessage: 'メニュー' },
  storeControl: { id: 'layout.storeControl', defaultMessage: 'ブラウザに保存されたデータの管理' },
  accessibility: { id: 'layout.accessibility', defaultMessage: 'アクセシビリティ' },
  outdatedBuild: { id: 'layout.outdatedBuild', defaultMessage: 'アカウントポータルが新しくなりました。ページを再読み込みしてから、もう一度お試しください。' },
});
