import { defineMessage, defineMessages } from 'react-intl';

// The 6-digit code field, shared by the sign-in code page and the e-mail change confirmation.
export const codeFieldMessages = defineMessages({
  codeLabel: { id: 'oneTimeCode.codeLabel', defaultMessage: '確認コード' },
  codeHint: { id: 'oneTimeCode.codeHint', defaultMessage: '半角・全角どちらの数字でも入力できます' },
  codeRequired: { id: 'oneTimeCode.codeRequired', defaultMessage: '確認コードを入力してください' },
  codeFormat: { id: 'oneTimeCode.codeFormat', defaultMessage: '確認コードは6桁の数字で入力してください' },
});

// The "login ID or e-mail address" field of /login and /passwordReissue.
export const identifierFieldMessages = defineMessages({
  label: { id: 'identifier.label', defaultMessage: 'ログインIDまたはメールアドレス' },
  required: { id: 'identifier.required', defaultMessage: 'ログインIDまたはメールアドレスを入力してください' },
  tooLong: defineMessage<{ max: number }>({ id: 'identifier.tooLong', defaultMessage: '{max}文字以内で入力してください' }),
});

// The password field of every form: the show/hide toggle and the Caps Lock hint.
export const passwordFieldMessages = defineMessages({
  show: { id: 'passwordField.show', defaultMessage: 'パスワードを表示' },
  hide: { id: 'passwordField.hide', defaultMessage: 'パスワードを隠す' },
  showShort: { id: 'passwordField.showShort', defaultMessage: '表示' },
  hideShort: { id: 'passwordField.hideShort', defaultMessage: '隠す' },
  shown: { id: 'passwordField.shown', defaultMessage: 'パスワードが表示されています' },
  hidden: { id: 'passwordField.hidden', defaultMessage: 'パスワードは隠されています' },
  capsLock: { id: 'passwordField.capsLock', defaultMessage: 'Caps Lock がオンになっています' },
});

// Unsaved input brought back after an idle expiry and a new sign-in (use-form-draft.ts).
export const formDraftMessages = defineMessages({
  restored: {
    id: 'formDraft.restored',
    defaultMessage: 'ログアウトされる前に入力していた内容を戻しました。まだ保存されていません。',
  },
  restoredNote: { id: 'formDraft.restoredNote', defaultMessage: 'ログアウトされる前の入力を戻しています（未保存）。' },
  discard: { id: 'formDraft.discard', defaultMessage: '戻した入力を取り消す' },
});
