import { defineMessage, defineMessages } from 'react-intl';

export const oauthMessages = defineMessages({
  title: { id: 'oauth.title', defaultMessage: 'アプリとの連携' },
  checking: { id: 'oauth.checking', defaultMessage: '確認しています…' },
  returning: { id: 'oauth.returning', defaultMessage: 'アプリに戻ります…' },
  startAgain: { id: 'oauth.startAgain', defaultMessage: '連携を始めたアプリに戻り、もう一度やり直してください。' },
  retry: { id: 'oauth.retry', defaultMessage: 'もう一度読み込む' },
  toPortal: { id: 'oauth.toPortal', defaultMessage: 'アカウントポータルのトップへ' },
  signInAgain: { id: 'oauth.signInAgain', defaultMessage: 'ログインし直す' },
  tooOld: { id: 'oauth.tooOld', defaultMessage: 'このアプリは、改めてログインすることを求めています。いったんログアウトしてから、もう一度ログインしてください。' },
  otherAccount: { id: 'oauth.otherAccount', defaultMessage: 'このアプリは、いまログインしているものとは別のアカウントでのログインを求めています。いったんログアウトしてから、そのアカウントでログインしてください。' },
  loginHint: defineMessage<{ hint: string }>({ id: 'oauth.loginHint', defaultMessage: 'アプリが求めているアカウント: {hint}' }),
  consentLead: { id: 'oauth.consentLead', defaultMessage: 'このアプリがあなたのアカウントを使って次のことをしようとしています。' },
  newScopes: { id: 'oauth.newScopes', defaultMessage: '今回許可を求めていること' },
  allowedScopes: { id: 'oauth.allowedScopes', defaultMessage: '許可済みのこと' },
  consentNote: {
    id: 'oauth.consentNote',
    defaultMessage: '許可した連携は「セキュリティ」の「連携中のアプリ」でいつでも解除できます。パスワードがアプリに渡ることはありません。',
  },
  consentHeading: defineMessage<{ app: string }>({ id: 'oauth.consentHeading', defaultMessage: '「{app}」との連携' }),
  allow: { id: 'oauth.allow', defaultMessage: '許可する' },
  deny: { id: 'oauth.deny', defaultMessage: '許可しない' },
});

// What each scope lets the app do: src/app/components/oauth/messages.ts (shared with /security).
