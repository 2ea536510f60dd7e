// The activity's words for connected apps, the same on /security and the admin console's account page
// (one describeEvent): allowing and disconnecting an app name it once; a report of 「心当たりがない」
// and an administrator's disable say which apps they disconnected. Japanese and English.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/app/components/security/describe';
import { en } from '../../src/app/i18n/en';
import type { AccountEventFieldsFragment } from '../../src/app/gql/graphql';

const event = (fields: Partial<AccountEventFieldsFragment>): AccountEventFieldsFragment => ({
  __typename: 'AccountEvent', id: 'e1', kind: 'OAUTH_APP_ALLOWED', at: '2027-02-10T00:00:00.000Z', lastAt: '2027-02-10T00:00:00.000Z', count: 1, ipAddress: '192.0.2.1',
  device: { __typename: 'Device', browser: null, os: null }, actor: 'SELF', signInMethod: null, failedStep: null, failureReason: null, changedFields: null, maskedEmail: null,
  sessionsEnded: null, action: null, unlockedBy: null, lockedUntil: null, passkeyName: null, removedPasskeys: null, appName: null, disconnectedApps: null, notMeReported: false, canReportNotMe: true,
  ...fields,
} as AccountEventFieldsFragment);

const ja = createIntl({ locale: 'ja', defaultLocale: 'ja', messages: {} });
const english = createIntl({ locale: 'en', defaultLocale: 'ja', messages: en });

describe('the activity and connected apps', () => {
  it('allowing and disconnecting name the app once', () => {
    expect(describeEvent(ja, event({ appName: '経費精算' }))).toBe('アプリ「経費精算」との連携を許可');
    expect(describeEvent(ja, event({ kind: 'OAUTH_APP_REVOKED', appName: '経費精算' }))).toBe('アプリ「経費精算」との連携を解除');
    expect(describeEvent(english, event({ kind: 'OAUTH_APP_REVOKED', appName: 'Expenses' }))).toBe('Disconnected the app “Expenses”');
  });

  it('a report and an administrator\'s disable say which apps they disconnected', () => {
    expect(describeEvent(ja, event({ kind: 'NOT_ME_REPORTED', canReportNotMe: false, disconnectedApps: ['経費精算', 'チャット'] }))).toBe(
      '「心当たりがない」の報告（すべての端末からログアウト） アプリ2件（経費精算、チャット）との連携を解除しました。',
    );
    expect(describeEvent(ja, event({ kind: 'ADMIN_ACTION', actor: 'ADMINISTRATOR', action: 'disable', disconnectedApps: ['経費精算'] }))).toBe(
      '管理者による操作: アカウントを無効にしました アプリ1件（経費精算）との連携を解除しました。',
    );
    expect(describeEvent(english, event({ kind: 'ADMIN_ACTION', action: 'disable', disconnectedApps: ['Expenses'] }))).toBe('By an administrator: the account was disabled 1 app disconnected (Expenses).');
    // Without apps, as before.
    expect(describeEvent(ja, event({ kind: 'ADMIN_ACTION', action: 'disable' }))).toBe('管理者による操作: アカウントを無効にしました');
  });
});
