import { defineMessage, defineMessages } from 'react-intl';

export const uiMessages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'アカウントポータル' },
  documentTitle: defineMessage<{ page: string }>({ id: 'app.documentTitle', defaultMessage: '{page} | アカウントポータル' }),
  processing: { id: 'ui.processing', defaultMessage: '処理中…' },
  notifications: { id: 'ui.notifications', defaultMessage: 'お知らせ' },
  close: { id: 'ui.close', defaultMessage: '閉じる' },
  backToTop: { id: 'ui.backToTop', defaultMessage: 'ページの先頭へ戻る' },
  skipToContent: { id: 'ui.skipToContent', defaultMessage: '本文へスキップ' },
  supportContact: { id: 'ui.supportContact', defaultMessage: 'お問い合わせ先：' },
  supportContactOnError: { id: 'ui.supportContactOnError', defaultMessage: '解決しない場合のお問い合わせ先：' },
  // A failure outside the schema's error codes: here rather than with the codes' words
  // (errors/messages.ts), which load with the first answer that needs them.
  unexpectedError: { id: 'error.unexpected', defaultMessage: 'ただいま処理できません。もう一度お試しください。' },
});
