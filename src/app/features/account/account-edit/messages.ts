import { defineMessage, defineMessages } from 'react-intl';

export const accountEditMessages = defineMessages({
  title: { id: 'accountEdit.title', defaultMessage: 'アカウント情報の編集' },
  nameLabel: { id: 'accountEdit.nameLabel', defaultMessage: '氏名' },
  nameRequired: { id: 'accountEdit.nameRequired', defaultMessage: '氏名を入力してください' },
  nameKanaLabel: { id: 'accountEdit.nameKanaLabel', defaultMessage: 'フリガナ' },
  nameKanaHint: { id: 'accountEdit.nameKanaHint', defaultMessage: '全角カタカナ' },
  nameKanaRequired: { id: 'accountEdit.nameKanaRequired', defaultMessage: 'フリガナを入力してください' },
  nameKanaTooLong: defineMessage<{ max: number }>({
    id: 'accountEdit.nameKanaTooLong',
    defaultMessage: 'フリガナは{max}文字以内で入力してください',
  }),
  phoneLabel: { id: 'accountEdit.phoneLabel', defaultMessage: '電話番号（任意）' },
  phoneHint: { id: 'accountEdit.phoneHint', defaultMessage: '例: 090-1234-5678' },
  localeLabel: { id: 'accountEdit.localeLabel', defaultMessage: '表示言語' },
  submit: { id: 'accountEdit.submit', defaultMessage: '保存する' },
  saved: { id: 'accountEdit.saved', defaultMessage: 'アカウント情報を保存しました' },
});
