import { defineMessage, defineMessages } from 'react-intl';

export const emailChangeMessages = defineMessages({
  title: { id: 'emailChange.title', defaultMessage: 'メールアドレスの変更' },
  currentEmail: { id: 'emailChange.currentEmail', defaultMessage: '現在のメールアドレス' },
  explanation: {
    id: 'emailChange.explanation',
    defaultMessage: '新しいメールアドレスに確認コードを送信します。コードを入力すると変更されます。',
  },
  newEmailLabel: { id: 'emailChange.newEmailLabel', defaultMessage: '新しいメールアドレス' },
  newEmailRequired: { id: 'emailChange.newEmailRequired', defaultMessage: '新しいメールアドレスを入力してください' },
  send: { id: 'emailChange.send', defaultMessage: '確認コードを送信' },
  sentTo: defineMessage<{ newEmail: string }>({
    id: 'emailChange.sentTo',
    defaultMessage: '{newEmail} に確認コードを送信しました',
  }),
  expiresAt: defineMessage<{ time: string }>({
    id: 'emailChange.expiresAt',
    defaultMessage: '確認コードは{time}まで有効です。',
  }),
  confirm: { id: 'emailChange.confirm', defaultMessage: '変更する' },
  startOver: { id: 'emailChange.startOver', defaultMessage: 'メールアドレスを入力し直す' },
  changed: { id: 'emailChange.changed', defaultMessage: 'メールアドレスを変更しました' },
});
