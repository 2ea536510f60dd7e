import { defineMessage, defineMessages } from 'react-intl';

export const topPageMessages = defineMessages({
  title: { id: 'topPage.title', defaultMessage: 'トップページ' },
  welcome: defineMessage<{ name: string }>({ id: 'topPage.welcome', defaultMessage: 'ようこそ、{name}さん' }),
  accountCode: { id: 'topPage.accountCode', defaultMessage: 'アカウントコード' },
  previousLogin: { id: 'topPage.previousLogin', defaultMessage: '前回のログイン' },
  firstLogin: { id: 'topPage.firstLogin', defaultMessage: '今回が初めてのログインです' },
});
