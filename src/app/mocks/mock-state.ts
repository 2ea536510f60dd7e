// The in-memory back end of mock mode: accounts, pending login attempts, sessions and e-mail
// changes, in plain data (times in epoch ms) so a snapshot survives a reload of the page.
import { normalizeIdentifier } from '../../shared/text';
import { generateAdminScenario } from './mock-admin-data';
import type { MockAccount, MockAdminData } from './mock-types';

export type { MockAccount } from './mock-types';

export const mockPassword = 'mock-password-2026';
/** The one-time code of every mocked login and e-mail change (full-width digits work too). */
export const mockCode = '123456';

export interface MockChallenge {
  /** Set once a code was (re)sent by mail: an account with an app then takes the mailed code. */
  mailed?: boolean;
  /** A passkey-first account's recovery: step 1 was a recovery code, the mailed code is the only step 2. */
  recovery?: boolean;
  attemptId: string;
  accountCode: string;
  bearer: boolean;
  expiresAt: number;
  resendAvailableAt: number;
  resendsRemaining: number;
  attemptsRemaining: number;
}

export interface MockSession {
  token: string;
  accountCode: string;
  /** How the token was handed over: a browser's cookie, or a program's BEARER token (absent: a browser). */
  kind?: 'BROWSER' | 'API_TOKEN';
  expiresAt: number;
  absoluteExpiresAt: number;
}

export interface MockEmailChange {
  accountCode: string;
  newEmail: string;
  expiresAt: number;
  attemptsRemaining: number;
}

/** What a browser's cookies would hold: the session and the pending login attempt. */
export interface MockCookieJar {
  sessionToken: string | null;
  attemptId: string | null;
}

export interface MockStateData {
  accounts: MockAccount[];
  challenges: MockChallenge[];
  sessions: MockSession[];
  emailChanges: MockEmailChange[];
  jar: MockCookieJar;
  sequence: number;
  /** The admin console's scenario (mock-admin-data.ts); absent in a snapshot from before it. */
  admin?: MockAdminData;
}

const minute = 60_000;
export const sessionIdleMs = 30 * minute;
export const sessionAbsoluteMs = 12 * 60 * minute;

function account(fields: Partial<MockAccount> & Pick<MockAccount, 'accountCode' | 'loginId' | 'email' | 'name' | 'nameKana'>): MockAccount {
  return {
    password: mockPassword,
    phone: null,
    locale: 'JA',
    role: 'USER',
    status: 'ACTIVE',
    mustChangePassword: false,
    lastLoginAt: Date.parse('2026-03-01T01:30:00.000Z'),
    previousLoginAt: Date.parse('2026-02-20T09:15:00.000Z'),
    createdAt: Date.parse('2025-04-01T00:00:00.000Z'),
    ...fields,
  };
}

/** The demo accounts (README: "Mock mode for front-end developers"), and the admin scenario's. */
export function initialMockData(): MockStateData {
  return withAdminScenario({
    accounts: [
      account({
        accountCode: 'AC-100001',
        loginId: 'demo',
        email: 'demo@example.com',
        name: '山田 太郎',
        nameKana: 'ヤマダ タロウ',
        phone: '090-1234-5678',
      }),
      account({
        accountCode: 'AC-100002',
        loginId: 'admin',
        email: 'admin@example.com',
        name: '佐藤 花子',
        nameKana: 'サトウ ハナコ',
        role: 'ADMIN',
        createdAt: Date.parse('2025-05-10T00:00:00.000Z'),
      }),
      account({
        accountCode: 'AC-100003',
        loginId: 'newcomer',
        email: 'newcomer@example.com',
        name: '鈴木 一郎',
        nameKana: 'スズキ イチロウ',
        mustChangePassword: true,
        mustChangePasswordReason: 'ADMINISTRATOR',
        lastLoginAt: null,
        previousLoginAt: null,
        createdAt: Date.parse('2026-01-15T00:00:00.000Z'),
      }),
    ],
    challenges: [],
    sessions: [],
    emailChanges: [],
    jar: { sessionToken: null, attemptId: null },
    sequence: 0,
  });
}

/** Adds the admin scenario's accounts and records to data that has none (a snapshot from before it). */
function withAdminScenario(data: MockStateData): MockStateData {
  if (data.admin) return data;
  const { accounts, admin } = generateAdminScenario(data.accounts);
  return { ...data, accounts: [...data.accounts, ...accounts], admin };
}

/** Full-width letters and digits become half-width, as the gateway accepts them. */
export function normalizeInput(value: string): string {
  return value.normalize('NFKC').trim();
}

export { maskEmail } from '../../shared/account-fields';

export class MockState {
  data: MockStateData;

  constructor(
    data: MockStateData = initialMockData(),
    private readonly onChange: (data: MockStateData) => void = () => undefined,
  ) {
    this.data = withAdminScenario(data);
  }

  /** Call after every change, so a snapshot can be kept. */
  changed(): void {
    this.onChange(this.data);
  }

  reset(): void {
    this.data = initialMockData();
    this.changed();
  }

  /** An id in the form of the real ones (43 base64url characters, as the gateway checks them), told apart by its prefix. */
  nextId(prefix: string): string {
    this.data.sequence += 1;
    let id = `${prefix}-${this.data.sequence.toString().padStart(4, '0')}-`;
    while (id.length < 43) id += Math.random().toString(36).slice(2);
    return id.slice(0, 43);
  }

  findAccount(loginIdOrEmail: string): MockAccount | undefined {
    const wanted = normalizeIdentifier(loginIdOrEmail);
    return this.data.accounts.find((a) => a.loginId.toLowerCase() === wanted || a.email.toLowerCase() === wanted);
  }

  accountByCode(accountCode: string): MockAccount | undefined {
    return this.data.accounts.find((a) => a.accountCode === accountCode);
  }

  challenge(attemptId: string | null | undefined): MockChallenge | undefined {
    return attemptId ? this.data.challenges.find((c) => c.attemptId === attemptId) : undefined;
  }

  dropChallenge(attemptId: string): void {
    this.data.challenges = this.data.challenges.filter((c) => c.attemptId !== attemptId);
    if (this.data.jar.attemptId === attemptId) this.data.jar.attemptId = null;
  }

  /** The live session of a token, its idle expiry pushed on (as every use of a real one does). */
  session(token: string | null | undefined, now = Date.now()): MockSession | undefined {
    const session = token ? this.data.sessions.find((s) => s.token === token) : undefined;
    if (!session) return undefined;
    if (session.expiresAt <= now || session.absoluteExpiresAt <= now) {
      this.endSession(session.token);
      return undefined;
    }
    session.expiresAt = Math.min(now + sessionIdleMs, session.absoluteExpiresAt);
    return session;
  }

  startSession(accountCode: string, now = Date.now(), kind: MockSession['kind'] = 'BROWSER'): MockSession {
    const session = {
      token: this.nextId('mock-session'),
      accountCode,
      kind,
      expiresAt: now + sessionIdleMs,
      absoluteExpiresAt: now + sessionAbsoluteMs,
    };
    this.data.sessions.push(session);
    const signedIn = this.accountByCode(accountCode);
    if (signedIn) {
      signedIn.previousLoginAt = signedIn.lastLoginAt;
      signedIn.lastLoginAt = now;
    }
    return session;
  }

  endSession(token: string): void {
    this.data.sessions = this.data.sessions.filter((s) => s.token !== token);
    if (this.data.jar.sessionToken === token) this.data.jar.sessionToken = null;
  }

  /** Ends every session of an account but `keep` (after a password change or reset). */
  endSessionsOf(accountCode: string, keep?: string): void {
    for (const s of [...this.data.sessions]) if (s.accountCode === accountCode && s.token !== keep) this.endSession(s.token);
  }

  /** Signs the cookie jar in as `loginId` directly (tests, and the developer panel's shortcuts). */
  signIn(loginId: string): MockSession {
    const found = this.findAccount(loginId);
    if (!found) throw new Error(`no mock account ${loginId}`);
    const session = this.startSession(found.accountCode);
    this.data.jar.sessionToken = session.token;
    this.changed();
    return session;
  }
}
