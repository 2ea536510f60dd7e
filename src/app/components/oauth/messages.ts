import { defineMessages } from 'react-intl';

/**
 * What each scope lets an app do, in plain words (the scope names are the app's, never shown alone):
 * one list, for the consent page (features/oauth) and 「連携中のアプリ」 on /security alike.
 */
export const scopeMessages = defineMessages({
  OPENID: { id: 'oauth.scope.openid', defaultMessage: 'あなたがアカウントポータルのアカウントでログインしていることを確かめる' },
  PROFILE: { id: 'oauth.scope.profile', defaultMessage: '氏名、フリガナ、使用する言語を見る' },
  EMAIL: { id: 'oauth.scope.email', defaultMessage: 'メールアドレスを見る' },
  OFFLINE_ACCESS: { id: 'oauth.scope.offlineAccess', defaultMessage: 'あなたがこのアプリを使っていないあいだも、連携を続ける' },
  ACCOUNT_READ: { id: 'oauth.scope.accountRead', defaultMessage: 'アカウントの情報を読み取る' },
  ACCOUNT_WRITE: { id: 'oauth.scope.accountWrite', defaultMessage: 'アカウントの情報を変更する' },
});
