import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'ページが見つかりません' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'お探しのページは移動または削除されたか、アドレスが間違っている可能性があります。',
  },
  back: { id: 'notFound.back', defaultMessage: 'トップへ戻る' },
});
