import { defineMessages } from 'react-intl';

/** 退会 (issue 24): the accounts waiting for deletion, on the admin console's account list. */
export const adminClosingMessages = defineMessages({
  heading: { id: 'adminClosing.heading', defaultMessage: '退会手続き中のアカウント' },
  explanation: {
    id: 'adminClosing.explanation',
    defaultMessage: '本人が退会を申し込んだアカウントです。表示の日に個人データを削除します。取り消しは運用者がCLIで行えます（npm run accounts -- closing cancel --login-id ID）。',
  },
  empty: { id: 'adminClosing.empty', defaultMessage: '退会手続き中のアカウントはありません。' },
  code: { id: 'adminClosing.code', defaultMessage: 'アカウントコード' },
  loginId: { id: 'adminClosing.loginId', defaultMessage: 'ログインID' },
  name: { id: 'adminClosing.name', defaultMessage: '氏名' },
  requestedAt: { id: 'adminClosing.requestedAt', defaultMessage: '申し込み' },
  deletesAt: { id: 'adminClosing.deletesAt', defaultMessage: '削除日' },
});
