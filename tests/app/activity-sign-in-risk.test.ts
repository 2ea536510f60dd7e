// A sign-in's line in the activity (/security and the admin console's account page) says what was
// unusual about it, as the sign-in risk rules decided, in Japanese and English; the usual (this
// account's own device) and sign-ins from before the rules read as before.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/app/components/security/describe';
import { en } from '../../src/app/i18n/en';
import type { AccountEventFieldsFragment, SignInRiskReason } from '../../src/app/gql/graphql';

const signIn = (riskReasons: SignInRiskReason[] | null, signInMethod: 'PASSWORD_AND_CODE' | 'PASSKEY' = 'PASSWORD_AND_CODE'): AccountEventFieldsFragment => ({
  __typename: 'AccountEvent', id: 'e1', kind: 'SIGN_IN', at: '2027-02-12T00:00:00.000Z', lastAt: '2027-02-12T00:00:00.000Z', count: 1, ipAddress: '192.0.2.1',
  device: { __typename: 'Device', browser: 'Chrome', os: 'Windows' }, actor: 'SELF', signInMethod, failedStep: null, failureReason: null, riskReasons, changedFields: null, maskedEmail: null,
  sessionsEnded: null, action: null, unlockedBy: null, lockedUntil: null, passkeyName: null, removedPasskeys: null, appName: null, notMeReported: false, canReportNotMe: true,
} as AccountEventFieldsFragment);

describe("a sign-in's risk reasons in the activity", () => {
  it('in Japanese', () => {
    const intl = createIntl({ locale: 'ja', defaultLocale: 'ja', messages: {} });
    expect(describeEvent(intl, signIn(['KNOWN_DEVICE'], 'PASSKEY'))).toBe('ログイン（パスキー）');
    expect(describeEvent(intl, signIn(null))).toBe('ログイン（パスワードと確認コード）');
    expect(describeEvent(intl, signIn(['NEW_DEVICE', 'NEW_NETWORK']))).toBe('ログイン（パスワードと確認コード）　判定：新しい端末、初めてのネットワーク');
    expect(describeEvent(intl, signIn(['KNOWN_DEVICE', 'RECENT_NOT_ME']))).toBe('ログイン（パスワードと確認コード）　判定：「心当たりがない」の報告から7日以内');
    expect(describeEvent(intl, signIn(['KNOWN_DEVICE', 'BREACHED_PASSWORD']))).toBe('ログイン（パスワードと確認コード）　判定：流出が確認されたパスワード（変更が必要）');
  });

  it('in English', () => {
    const intl = createIntl({ locale: 'en', defaultLocale: 'ja', messages: en });
    expect(describeEvent(intl, signIn(['NEW_DEVICE', 'BREACH_CHECK_UNAVAILABLE']))).toBe('Signed in (password and code): a new device, the breached-password check did not answer');
  });
});
