// Mock mode's admin scenario: 300 generated accounts (the same every time: a seeded generator), with
// Japanese names and readings, both roles, and every state the console handles (locked for a while or
// until unlocked, disabled, invited and not yet set up, asked to change the password), some of them
// signed in somewhere; their activity and an audit log to go with them. Three named ones make the
// states easy to find: `locked-user`, `disabled-user` and `invited-user`. Some have an authenticator app
// and recovery codes, some passkeys, a few passkeys only (no password): every level of the console.
import type { MockAccount, MockAccountEvent, MockAdminData, MockAuditEntry, MockDeviceSession } from './mock-types';

export const generatedAccountCount = 300;
const mockPassword = 'mock-password-2026';
const day = 24 * 60 * 60_000;
const minute = 60_000;
/** The newest generated account's creation; each one before is about two days older. */
const newest = Date.parse('2026-11-01T00:30:00.000Z');

const surnames: readonly [string, string, string][] = [
  ['佐藤', 'サトウ', 'sato'], ['鈴木', 'スズキ', 'suzuki'], ['高橋', 'タカハシ', 'takahashi'], ['田中', 'タナカ', 'tanaka'],
  ['伊藤', 'イトウ', 'ito'], ['渡辺', 'ワタナベ', 'watanabe'], ['山本', 'ヤマモト', 'yamamoto'], ['中村', 'ナカムラ', 'nakamura'],
  ['小林', 'コバヤシ', 'kobayashi'], ['加藤', 'カトウ', 'kato'], ['吉田', 'ヨシダ', 'yoshida'], ['山田', 'ヤマダ', 'yamada'],
  ['佐々木', 'ササキ', 'sasaki'], ['山口', 'ヤマグチ', 'yamaguchi'], ['松本', 'マツモト', 'matsumoto'], ['井上', 'イノウエ', 'inoue'],
  ['木村', 'キムラ', 'kimura'], ['林', 'ハヤシ', 'hayashi'], ['斎藤', 'サイトウ', 'saito'], ['清水', 'シミズ', 'shimizu'],
  ['山崎', 'ヤマザキ', 'yamazaki'], ['森', 'モリ', 'mori'], ['池田', 'イケダ', 'ikeda'], ['橋本', 'ハシモト', 'hashimoto'],
  ['阿部', 'アベ', 'abe'], ['石川', 'イシカワ', 'ishikawa'], ['山下', 'ヤマシタ', 'yamashita'], ['中島', 'ナカジマ', 'nakajima'],
  ['石井', 'イシイ', 'ishii'], ['小川', 'オガワ', 'ogawa'], ['前田', 'マエダ', 'maeda'], ['岡田', 'オカダ', 'okada'],
];
const givenNames: readonly [string, string, string][] = [
  ['翔', 'ショウ', 'sho'], ['蓮', 'レン', 'ren'], ['陽翔', 'ハルト', 'haruto'], ['大翔', 'ヒロト', 'hiroto'], ['湊', 'ミナト', 'minato'],
  ['結衣', 'ユイ', 'yui'], ['陽菜', 'ヒナ', 'hina'], ['葵', 'アオイ', 'aoi'], ['美咲', 'ミサキ', 'misaki'], ['さくら', 'サクラ', 'sakura'],
  ['健太', 'ケンタ', 'kenta'], ['拓也', 'タクヤ', 'takuya'], ['直樹', 'ナオキ', 'naoki'], ['恵', 'メグミ', 'megumi'], ['裕子', 'ユウコ', 'yuko'],
  ['大輔', 'ダイスケ', 'daisuke'], ['和也', 'カズヤ', 'kazuya'], ['真由美', 'マユミ', 'mayumi'], ['智子', 'トモコ', 'tomoko'], ['誠', 'マコト', 'makoto'],
  ['愛', 'アイ', 'ai'], ['明美', 'アケミ', 'akemi'], ['浩二', 'コウジ', 'koji'], ['優子', 'ユウコ', 'yuko'], ['亮', 'リョウ', 'ryo'],
  ['千尋', 'チヒロ', 'chihiro'], ['一輝', 'カズキ', 'kazuki'], ['彩', 'アヤ', 'aya'], ['悠斗', 'ユウト', 'yuto'], ['花', 'ハナ', 'hana'],
];
const domains = ['example.jp', 'example.co.jp', 'example.com', 'mail.example.jp'];
const departments = ['営業部', '経理部', '人事部', '開発部', '総務部', 'カスタマーサポート'];
const devices: readonly [string, string][] = [['Chrome', 'Windows'], ['Safari', 'iOS'], ['Edge', 'Windows'], ['Chrome', 'Android'], ['Safari', 'macOS'], ['Firefox', 'Linux']];

/** mulberry32: a small seeded generator, so every run makes the same accounts. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The state an account is in now: a temporary lock that has run out is ACTIVE again. */
export function effectiveStatus(account: MockAccount, now = Date.now()): MockAccount['status'] {
  if (account.status === 'LOCKED' && account.lockedUntil != null && account.lockedUntil <= now) return 'ACTIVE';
  return account.status;
}

interface Generated {
  accounts: MockAccount[];
  admin: MockAdminData;
}

/** The scenario's accounts and records. `now` only places the temporary locks (which end 5 to 15 minutes after it). */
export function generateAdminScenario(existing: readonly MockAccount[], now = Date.now()): Generated {
  const random = seeded(20270126);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const codes = new Set(existing.map((a) => a.accountCode));
  const loginIds = new Set(existing.map((a) => a.loginId));
  const admin: MockAdminData = { sessions: {}, events: {}, audit: [], sequence: 0 };
  const accounts: MockAccount[] = [];
  const operatorAudit = (at: number, action: MockAuditEntry['action'], target: MockAccount, role: MockAuditEntry['role'] = null): MockAuditEntry => ({
    id: '', at, actor: 'OPERATOR', actorAccountCode: null, actorLoginId: null, action, targetAccountCode: target.accountCode, targetLoginId: target.loginId, role, ipAddress: null,
  });
  const audit: MockAuditEntry[] = [];

  const newCode = (): string => {
    for (;;) {
      const code = `A${Math.floor(random() * 100_000_000).toString().padStart(8, '0')}`;
      if (!codes.has(code)) return (codes.add(code), code);
    }
  };

  // What happened after an account was made happened before now, whatever the clock says.
  const later = (createdAt: number, ms: number) => Math.max(createdAt + minute, Math.min(createdAt + ms, now - 60 * minute));
  const add = (i: number, fields: Partial<MockAccount> & Pick<MockAccount, 'name' | 'nameKana' | 'loginId'>) => {
    const createdAt = fields.createdAt ?? newest - i * 2 * day - Math.floor(random() * day);
    const invited = fields.invitationPending === true;
    const lastLoginAt = invited ? null : later(createdAt, Math.floor(random() * 20 + 1) * day);
    const account: MockAccount = {
      accountCode: newCode(),
      email: `${fields.loginId}@${pick(domains)}`,
      password: invited ? '' : mockPassword,
      phone: i % 3 === 0 ? `090${Math.floor(random() * 100_000_000).toString().padStart(8, '0')}` : null,
      department: i % 4 === 0 ? pick(departments) : null,
      locale: i % 11 === 0 ? 'EN' : 'JA',
      role: 'USER',
      status: 'ACTIVE',
      mustChangePassword: false,
      lastLoginAt: i % 10 === 9 ? null : lastLoginAt,
      previousLoginAt: null,
      createdAt,
      updatedAt: createdAt,
      invitationPending: false,
      lockedUntil: null,
      failedLoginCount: 0,
      ...fields,
    };
    loginIds.add(account.loginId);
    accounts.push(account);
    const events: MockAccountEvent[] = [];
    const [browser, os] = devices[i % devices.length]!;
    const ip = `198.51.100.${(i % 250) + 1}`;
    if (account.status === 'LOCKED') {
      const lockedAt = (account.lockedUntil ?? now) - 15 * minute;
      events.push({ id: `mock-admin-event-${account.accountCode}-2`, kind: 'ACCOUNT_LOCKED', at: lockedAt, count: 1, actor: 'SYSTEM', ipAddress: null, browser: null, os: null, lockedUntil: lockedAt + 15 * minute });
      events.push({ id: `mock-admin-event-${account.accountCode}-1`, kind: 'SIGN_IN_FAILED', at: lockedAt - 6 * minute, count: 10, actor: 'SELF', ipAddress: '203.0.113.66', browser: 'Firefox', os: 'Linux', failedStep: 'PASSWORD' });
    }
    if (account.status === 'DISABLED') {
      const at = later(createdAt, 30 * day);
      events.push({ id: `mock-admin-event-${account.accountCode}-1`, kind: 'ADMIN_ACTION', at, count: 1, actor: 'OPERATOR', ipAddress: null, browser: null, os: null, action: 'disable' });
      audit.push(operatorAudit(at, 'DISABLE', account));
    }
    if (events.length > 0) admin.events[account.accountCode] = events;
    if (account.role === 'ADMIN') audit.push(operatorAudit(later(createdAt, minute), 'SET_ROLE', account, 'ADMIN'));
    if (invited) audit.push(operatorAudit(createdAt, 'INVITE', account, account.role));
    // Some are signed in somewhere now (a lock does not end sessions; disabling does).
    if (account.lastLoginAt !== null && account.status !== 'DISABLED' && i % 5 === 1) {
      const session: MockDeviceSession = { id: `mock-admin-session-${account.accountCode}`, kind: i % 15 === 1 ? 'API_TOKEN' : 'BROWSER', browser, os, ipAddress: ip, signedInAt: now - (i % 9 + 1) * 60 * minute, lastUsedAt: now - (i % 7) * 5 * minute };
      admin.sessions[account.accountCode] = [session];
    }
  };

  add(0, { loginId: 'locked-user', name: '小林 誠', nameKana: 'コバヤシ マコト', status: 'LOCKED', lockedUntil: now + 15 * minute, failedLoginCount: 10, createdAt: newest + 3 * day });
  add(1, { loginId: 'disabled-user', name: '石井 恵', nameKana: 'イシイ メグミ', status: 'DISABLED', createdAt: newest + 2 * day });
  add(2, { loginId: 'invited-user', name: '小川 湊', nameKana: 'オガワ ミナト', invitationPending: true, createdAt: newest + day });

  for (let i = 0; i < generatedAccountCount - 3; i++) {
    const [surname, surnameKana, surnameRomaji] = pick(surnames);
    const [given, givenKana, givenRomaji] = pick(givenNames);
    let loginId = `${givenRomaji}.${surnameRomaji}`;
    for (let n = 2; loginIds.has(loginId); n++) loginId = `${givenRomaji}.${surnameRomaji}${n}`;
    const invited = i % 13 === 9;
    const disabled = !invited && i % 17 === 3;
    const locked = !invited && !disabled && i % 19 === 7;
    // The levels, from the index alone (the generator's sequence, and so every other field, stays as it was).
    const passkeyOnly = !invited && i % 31 === 4;
    const passkeys = passkeyOnly ? 1 : !invited && i % 6 === 2 ? 1 + (i % 2) : 0;
    const app = !invited && !passkeyOnly && i % 5 === 3;
    const codes = passkeyOnly ? 8 : app ? 10 - (i % 4) : passkeys > 0 && i % 4 === 0 ? 10 : null;
    add(i, {
      ...(passkeyOnly ? { password: '' } : {}),
      methods: { passkeys, authenticatorApp: app, recoveryCodes: codes },
      loginId,
      name: `${surname} ${given}`,
      // Half the invited accounts were invited without a reading, which their owners set later.
      nameKana: invited && i % 2 === 0 ? '' : `${surnameKana} ${givenKana}`,
      role: i % 23 === 5 ? 'ADMIN' : 'USER',
      invitationPending: invited,
      status: disabled ? 'DISABLED' : locked ? 'LOCKED' : 'ACTIVE',
      // Half the locks end by themselves, the others wait for an administrator.
      lockedUntil: locked && i % 2 === 0 ? now + (5 + (i % 10)) * minute : null,
      failedLoginCount: locked ? 10 : i % 7 === 0 ? 2 : 0,
      mustChangePassword: !invited && i % 29 === 11,
    });
  }

  audit.sort((a, b) => a.at - b.at);
  admin.audit = audit.map((entry, n) => ({ ...entry, id: `mock-audit-${(n + 1).toString().padStart(6, '0')}` })).reverse();
  admin.sequence = audit.length;
  return { accounts, admin };
}
