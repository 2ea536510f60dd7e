// The one decision of the sign-in risk rules, as a table: each row of the README's table, the
// networks it compares, and the order of the rules (an impossible pattern first, whatever else).
import { describe, expect, it } from 'vitest';
import { decideSignIn, type RiskSignals } from '../../src/account-service/login/risk/risk-decision';
import { networkOf } from '../../src/account-service/login/risk/network';

const usual: RiskSignals = {
  method: 'password',
  knownDevice: true,
  newNetwork: false,
  recentNotMe: false,
  breached: 'clean',
  otherIdentifiersOnDevice: 0,
  otherFailedIdentifiersFromAddress: 0,
  firstSignIn: false,
};

describe('decideSignIn', () => {
  it.each([
    ['known device + passkey', { method: 'passkey', breached: 'not_checked' }, { outcome: 'signed_in', notify: false, requirePasswordChange: false, reasons: ['known_device'] }],
    ['known device + password', {}, { outcome: 'second_step', notify: false, requirePasswordChange: false, reasons: ['known_device'] }],
    ['new device', { knownDevice: false }, { outcome: 'second_step', notify: true, requirePasswordChange: false, reasons: ['new_device'] }],
    ['new network', { newNetwork: true }, { outcome: 'second_step', notify: true, requirePasswordChange: false, reasons: ['known_device', 'new_network'] }],
    ['recent 「心当たりがない」', { recentNotMe: true }, { outcome: 'second_step', notify: true, requirePasswordChange: false, reasons: ['known_device', 'recent_not_me'] }],
    ['new device + passkey: no code, the notice', { method: 'passkey', knownDevice: false, breached: 'not_checked' }, { outcome: 'signed_in', notify: true, requirePasswordChange: false, reasons: ['new_device'] }],
    ['breached password', { breached: 'found' }, { outcome: 'second_step', notify: false, requirePasswordChange: true, reasons: ['known_device', 'breached_password'] }],
    ['range service unavailable (open)', { breached: 'unavailable' }, { outcome: 'second_step', notify: false, requirePasswordChange: false, reasons: ['known_device', 'breach_check_unavailable'] }],
    ['the first sign-in ever: nobody to tell', { knownDevice: false, newNetwork: true, firstSignIn: true }, { outcome: 'second_step', notify: false, requirePasswordChange: false, reasons: ['new_device'] }],
    ['many accounts on one device cookie', { otherIdentifiersOnDevice: 5, breached: 'found' }, { outcome: 'refuse', notify: false, requirePasswordChange: false, reasons: ['many_accounts_on_device'] }],
    ['identifier spraying from one address', { otherFailedIdentifiersFromAddress: 10 }, { outcome: 'refuse', notify: false, requirePasswordChange: false, reasons: ['identifier_spraying'] }],
    ['below both limits', { otherIdentifiersOnDevice: 4, otherFailedIdentifiersFromAddress: 9 }, { outcome: 'second_step', notify: false, requirePasswordChange: false, reasons: ['known_device'] }],
  ] as const)('%s', (_row, signals, decision) => {
    expect(decideSignIn({ ...usual, ...signals })).toEqual(decision);
  });

  it('compares IPv4 by /24 and IPv6 by /48 (IPv4-mapped as IPv4)', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe(networkOf('2001:0db8:abcd:ff00::9'));
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8:abce::1')).not.toBe(networkOf('2001:db8:abcd::1'));
    expect(networkOf('::1')).toBe('0:0:0::/48');
  });
});
