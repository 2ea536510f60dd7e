import { defineMessage, defineMessages } from 'react-intl';

/** 退会 (issue 24): what an account waiting for deletion sees after signing in. */
export const closingPendingMessages = defineMessages({
  title: defineMessage<{ date: string }>({ id: 'closingPending.title', defaultMessage: '退会手続き中です（{date}に削除されます）' }),
  body: {
    id: 'closingPending.body',
    defaultMessage: 'このアカウントは退会のお申し込みを受け付けています。削除されると、プロフィール・パスキー・アクティビティなどのデータは元に戻せません。退会を取り消すと、これまでどおり使えます。',
  },
  cancel: { id: 'closingPending.cancel', defaultMessage: '退会を取り消す' },
  logout: { id: 'closingPending.logout', defaultMessage: 'ログアウト' },
  cancelled: { id: 'closingPending.cancelled', defaultMessage: '退会を取り消しました' },
});
