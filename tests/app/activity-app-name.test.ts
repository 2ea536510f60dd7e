// A change an app made with its access token (through the gateway) names the app in the activity, in
// Japanese and English; an event without an app reads as before.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/app/components/security/describe';
import { en } from '../../src/app/i18n/en';
import type { AccountEventFieldsFragment } from '../../src/app/gql/graphql';

const event = (appName: string | null): AccountEventFieldsFragment => ({
  __typename: 'AccountEvent', id: 'e1', kind: 'DETAILS_CHANGED', at: '2027-02-10T00:00:00.000Z', lastAt: '2027-02-10T00:00:00.000Z', count: 1, ipAddress: '192.0.2.1',
  device: { __typename: 'Device', browser: null, os: null }, actor: 'SELF', signInMethod: null, failedStep: null, failureReason: null, changedFields: ['name'], maskedEmail: null,
  sessionsEnded: null, action: null, unlockedBy: null, lockedUntil: null, passkeyName: null, removedPasskeys: null, appName, notMeReported: false, canReportNotMe: true,
} as AccountEventFieldsFragment);

describe('the activity names the app that made a change', () => {
  it('in Japanese', () => {
    const intl = createIntl({ locale: 'ja', defaultLocale: 'ja', messages: {} });
    expect(describeEvent(intl, event('経費精算システム'))).toBe('アカウント情報の変更（氏名）（連携アプリ「経費精算システム」から）');
    expect(describeEvent(intl, event(null))).toBe('アカウント情報の変更（氏名）');
  });

  it('in English', () => {
    const intl = createIntl({ locale: 'en', defaultLocale: 'ja', messages: en });
    expect(describeEvent(intl, event('Expenses'))).toBe('Account details changed (name) (through the app “Expenses”)');
  });
});
