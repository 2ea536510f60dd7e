import type { MessageCatalog } from './load-messages';

/** The English texts of 「データのダウンロード」 (features/security's card, features/my-data). */
export const enMyData: MessageCatalog = {
  'dataExport.heading': 'Download your data',
  'dataExport.explanation':
    'You can download the data kept about this account (profile, e-mail address history, signed-in devices, activity, passkey names and dates, connected apps, and the subjects and dates of the notices sent) as a JSON file and a CSV file of the activity. Secrets such as your password or passkey keys are not included.',
  'dataExport.how': 'After you confirm it is you, a download link is sent to your e-mail address. It works for 24 hours, only while you are signed in to this account.',
  'dataExport.request': 'E-mail me a download link',
  'dataExport.requested': 'A download link was sent to your e-mail address (valid for 24 hours)',
  'dataExport.requestedUntil': 'The link works until {until}.',
  'myData.title': 'Download your data',
  'myData.intro': 'You can download this account\'s data as the following two files. They hold personal data, so take care where you keep them.',
  'myData.validUntil': 'This link works until {until}, as often as you need.',
  'myData.jsonHeading': 'All data (JSON)',
  'myData.jsonExplanation': 'One file with your profile, e-mail address history, signed-in devices, activity, passkeys, connected apps and the notices sent. Its format is described in the help (README).',
  'myData.jsonButton': 'Download the JSON file',
  'myData.csvHeading': 'Activity (CSV)',
  'myData.csvExplanation': 'The list of your activity. It opens in Excel and other spreadsheets.',
  'myData.csvButton': 'Download the CSV file',
  'myData.noLink': 'No download link was found. Open the link in the mail again, or ask for one on the Security page.',
  'myData.toSecurity': 'Go to the Security page',
};
