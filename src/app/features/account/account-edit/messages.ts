import { defineMessage, defineMessages } from 'react-intl';

export const accountEditMessages = defineMessages({
  title: { id: 'accountEdit.title', defaultMessage: 'アカウント情報の編集' },
  nameLabel: { id: 'accountEdit.nameLabel', defaultMessage: '氏名' },
  nameRequired: { id: 'accountEdit.nameRequired', defaultMessage: '氏名を入力してください' },
  nameKanaLabel: { id: 'accountEdit.nameKanaLabel', defaultMessage: 'フリガナ' },
  nameKanaHint: { id: 'accountEdit.nameKanaHint', defaultMessage: '全角カタカナ' },
  nameKanaRequired: { id: 'accountEdit.nameKanaRequired', defaultMessage: 'フリガナを入力してください' },
  required: { id: 'accountEdit.required', defaultMessage: '入力してください' },
  tooLong: defineMessage<{ max: number }>({
    id: 'accountEdit.tooLong',
    defaultMessage: '{max}文字以内で入力してください',
  }),
  phoneLabel: { id: 'accountEdit.phoneLabel', defaultMessage: '電話番号（任意）' },
  phoneHint: { id: 'accountEdit.phoneHint', defaultMessage: '例: 090-1234-5678' },
  departmentLabel: { id: 'accountEdit.departmentLabel', defaultMessage: '所属（任意）' },
  departmentHint: { id: 'accountEdit.departmentHint', defaultMessage: '例: 営業部 第二課' },
  departmentInvalid: { id: 'accountEdit.departmentInvalid', defaultMessage: '所属は改行を含めずに入力してください' },
  localeLabel: { id: 'accountEdit.localeLabel', defaultMessage: '表示言語' },
  submit: { id: 'accountEdit.submit', defaultMessage: '保存する' },
  saved: { id: 'accountEdit.saved', defaultMessage: 'アカウント情報を保存しました' },
});
