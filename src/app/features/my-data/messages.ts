import { defineMessage, defineMessages } from 'react-intl';

/** /myData: the page a data-download mail's link opens (issue 24). */
export const myDataMessages = defineMessages({
  title: { id: 'myData.title', defaultMessage: 'データのダウンロード' },
  intro: {
    id: 'myData.intro',
    defaultMessage: 'このアカウントのデータを、次の2つのファイルでダウンロードできます。ファイルには個人情報が含まれるため、保存する場所にご注意ください。',
  },
  validUntil: defineMessage<{ until: string }>({ id: 'myData.validUntil', defaultMessage: 'このリンクは{until}まで、何度でも使えます。' }),
  jsonHeading: { id: 'myData.jsonHeading', defaultMessage: 'すべてのデータ（JSON）' },
  jsonExplanation: {
    id: 'myData.jsonExplanation',
    defaultMessage: 'プロフィール、メールアドレスの履歴、ログイン中の端末、アクティビティ、パスキー、連携中のアプリ、お知らせの記録をまとめた1つのファイルです。形式はヘルプ（README）で説明しています。',
  },
  jsonButton: { id: 'myData.jsonButton', defaultMessage: 'JSONファイルをダウンロード' },
  csvHeading: { id: 'myData.csvHeading', defaultMessage: 'アクティビティ（CSV）' },
  csvExplanation: { id: 'myData.csvExplanation', defaultMessage: 'アクティビティの一覧です。Excelなどの表計算ソフトで開けます。' },
  csvButton: { id: 'myData.csvButton', defaultMessage: 'CSVファイルをダウンロード' },
  noLink: {
    id: 'myData.noLink',
    defaultMessage: 'ダウンロード用のリンクが見つかりません。メールのリンクをもう一度開くか、「セキュリティ」のページからお申し込みください。',
  },
  toSecurity: { id: 'myData.toSecurity', defaultMessage: '「セキュリティ」のページへ' },
});
