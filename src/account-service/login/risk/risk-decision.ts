// Sign-in that weighs the risk: THE one place where the signals of a sign-in become its decision
// (PRODUCT.md "Sign-in risk rules"). Pure: no I/O, no clock; the signals are gathered by
// risk-signals.ts and the decision is carried out by the sign-in services. Every rule that fires adds
// its reason code, which the sign-in's activity event keeps (details.risk) and /security words.

/** The contract's reason codes (schema/account-api.yaml SignInRiskReason), in the order they are listed. */
export const riskReasons = [
  'known_device',
  'new_device',
  'new_network',
  'recent_not_me',
  'breached_password',
  'breach_check_unavailable',
  'many_accounts_on_device',
  'identifier_spraying',
] as const;
export type RiskReason = (typeof riskReasons)[number];

export interface RiskSignals {
  /** How the sign-in proves itself: the password (then the second step) or a passkey (complete on its own). */
  method: 'password' | 'passkey';
  /** This browser's signed device cookie is bound to the account (signed in here within the look-back). */
  knownDevice: boolean;
  /** The client's network (/24, /48) is one the account has signed in from (false while it has none on record). */
  newNetwork: boolean;
  /** A 「心当たりがない」 report on the account within the last 7 days. */
  recentNotMe: boolean;
  /** The password's place in the breached-password range service: found, not found, or no answer in time (open). */
  breached: 'found' | 'clean' | 'unavailable' | 'not_checked';
  /** The device cookie has already been used to try this many OTHER identifiers within the window. */
  otherIdentifiersOnDevice: number;
  /** This address has failed with this many OTHER identifiers within the window. */
  otherFailedIdentifiersFromAddress: number;
  /** The first sign-in the account ever completes: nobody's "new" device, no notice. */
  firstSignIn: boolean;
}

export interface RiskLimits {
  /** More distinct identifiers than this from one device cookie (within deviceWindowMinutes) is an impossible pattern. */
  maxIdentifiersPerDevice: number;
  deviceWindowMinutes: number;
  /** More distinct identifiers failing from one address than this (within addressWindowMinutes) is spraying. */
  maxFailedIdentifiersPerAddress: number;
  addressWindowMinutes: number;
}

// A household shares a browser (a few accounts); a sprayer tries a list. Failed identifiers per
// address, not tries: an office behind one NAT signs many people in, but rarely fails with ten of them.
export const defaultRiskLimits: RiskLimits = {
  maxIdentifiersPerDevice: 5,
  deviceWindowMinutes: 24 * 60,
  maxFailedIdentifiersPerAddress: 10,
  addressWindowMinutes: 15,
};

export interface RiskDecision {
  /** refuse: answered exactly like a wrong password. second_step: the mailed code (or the app's). signed_in: nothing more. */
  outcome: 'refuse' | 'second_step' | 'signed_in';
  /** The owner is mailed 「新しい端末からログインがありました」 once the sign-in completes. */
  notify: boolean;
  /** The password must be changed before anything else (the forced-change dialog after sign-in). */
  requirePasswordChange: boolean;
  reasons: RiskReason[];
}

/** The risk rules, top to bottom as in the README's table. */
export function decideSignIn(signals: RiskSignals, limits: RiskLimits = defaultRiskLimits): RiskDecision {
  // An impossible pattern first: it says nothing about the account, so it is refused whatever the password.
  const blocked: RiskReason[] = [];
  if (signals.otherIdentifiersOnDevice >= limits.maxIdentifiersPerDevice) blocked.push('many_accounts_on_device');
  if (signals.otherFailedIdentifiersFromAddress >= limits.maxFailedIdentifiersPerAddress) blocked.push('identifier_spraying');
  if (blocked.length > 0) return { outcome: 'refuse', notify: false, requirePasswordChange: false, reasons: blocked };

  const reasons: RiskReason[] = [];
  const unfamiliar = !signals.knownDevice && !signals.firstSignIn;
  reasons.push(signals.knownDevice ? 'known_device' : 'new_device');
  if (signals.newNetwork && !signals.firstSignIn) reasons.push('new_network');
  if (signals.recentNotMe) reasons.push('recent_not_me');
  const notify = unfamiliar || reasons.includes('new_network') || signals.recentNotMe;

  const requirePasswordChange = signals.method === 'password' && signals.breached === 'found';
  if (requirePasswordChange) reasons.push('breached_password');
  if (signals.method === 'password' && signals.breached === 'unavailable') reasons.push('breach_check_unavailable');

  // A passkey with user verification is a complete sign-in wherever it is used (PRODUCT.md, Passkeys):
  // a new device or network adds the notice, never a mailed code. A password always has its second step.
  const outcome = signals.method === 'passkey' ? 'signed_in' : 'second_step';
  return { outcome, notify, requirePasswordChange, reasons };
}
