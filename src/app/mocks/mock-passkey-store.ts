// Mock mode's passkeys, kept in memory per state: mock-passkeys.ts changes them, step-up asks whether an account has one.
import type { MockState } from './mock-state';

export interface MockPasskey {
  id: string;
  accountCode: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  synced: boolean;
  credentialId: string;
  /** Mock mode knows no AAGUID: every passkey it makes is shown as Google Password Manager's. */
  provider: string | null;
}

const store = new WeakMap<MockState, MockPasskey[]>();
/** How many passkeys an account has in mock mode (step-up asks those accounts for a passkey). */
export const mockPasskeyCount = (state: MockState, accountCode: string): number => (store.get(state) ?? []).filter((p) => p.accountCode === accountCode).length;
export const passkeysOf = (state: MockState) => {
  let list = store.get(state);
  if (!list) store.set(state, (list = []));
  return list;
};
