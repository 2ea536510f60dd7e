// The admin console in Chromium, against the whole portal under its real CSP: an administrator finds
// accounts by a prefix, unlocks one that ten wrong passwords locked (and its owner signs in), disables
// and enables one (its session ends), invites one (whose owner sets a password through the mailed
// link and signs in), and reads each step in the audit log; registers apps in 「連携アプリ」 (one with
// the CLI's --json), its secret shown once, a new secret, disabling; sees each account's level and resets
// the second factors of one (its owner set them up on /security; the dialog names what is lost, and the
// owner is mailed and signs in with the mailed code); a user gets the forbidden notice; every
// admin page passes axe in Japanese and English, at a phone's width and a desktop's, with no
// horizontal scroll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appCode } from '../helpers/totp';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  mailCount,
  newPortalContext,
  nextFrames,
  readResetLinkFromMailbox,
  seriousAxeViolations,
  settle,
  signInThroughUi,
  startTestPortal,
  stepUpWithMailedCode,
  type TestPortal,
} from './helpers/portal-harness';

interface Person {
  loginId: string;
  email: string;
  password: string;
  name: string;
}

const person = (loginId: string, name: string, password = 'tsuki no hikari 2026'): Person => ({ loginId, email: `${loginId}@example.jp`, password, name });
const kanri = person('kanri', '管理 太郎', 'aoi umi no kagi 2026');
const locked = person('sales.tanaka', '田中 翔');
const other = person('sales.suzuki', '鈴木 葵');
const disabled = person('support.ito', '伊藤 陽菜');
const appUser = person('keiri.kato', '加藤 蓮');
const invited = { loginId: 'shin.nyusha', email: 'shin.nyusha@example.jp', name: '新 入社', password: 'haru no sakura 2027' };

interface LoginAnswer {
  data?: { login: { challenge: unknown; error: { code: string; retryAfterSeconds: number | null } | null } };
}

/** One sign-in try through the GraphQL endpoint, as any program could make it. */
async function tryPassword(portal: TestPortal, loginId: string, password: string): Promise<LoginAnswer> {
  const res = await fetch(`${portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { challenge { maskedEmail } error { code retryAfterSeconds } } }',
      variables: { input: { loginId, password } },
    }),
  });
  return (await res.json()) as LoginAnswer;
}

/**
 * Ten wrong passwords in a row lock the account. The progressive delay is kept per identifier (after
 * three, 1 s, 2 s, …) and the lock per account, so alternating the login ID and the address reaches ten
 * after waiting only what the portal asks (a few seconds), never guessing faster than it allows.
 */
async function lockWithWrongPasswords(portal: TestPortal, who: Person): Promise<void> {
  const identifiers = [who.loginId, who.email];
  let failures = 0;
  for (let attempt = 0; failures < 10; attempt++) {
    expect(attempt).toBeLessThan(40);
    const answer = await tryPassword(portal, identifiers[failures % 2]!, 'machigatta pasuwado');
    const error = answer.data?.login.error;
    if (error?.code === 'TOO_MANY_REQUESTS') {
      await new Promise((resolve) => setTimeout(resolve, (error.retryAfterSeconds ?? 1) * 1000 + 100));
      continue;
    }
    expect(error?.code).toBe('INVALID_CREDENTIALS');
    failures += 1;
  }
}

describe('the admin console in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let admin: Page;

  async function pageFor(locale = 'ja-JP'): Promise<Page> {
    return (await newPortalContext(browser, { locale })).newPage();
  }

  /** The row of the search's results (or the audit log) that holds this text. */
  const row = (page: Page, text: string) => page.getByRole('table').getByRole('row').filter({ hasText: text });

  async function openAccount(who: { loginId: string; name: string }): Promise<void> {
    await settle(admin, `/admin/accounts?q=${encodeURIComponent(who.loginId)}`);
    await admin.getByRole('link', { name: who.name, exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'アカウントの詳細' }).waitFor();
    await admin.getByRole('region', { name: '基本情報' }).getByText(who.loginId, { exact: true }).waitFor();
  }

  /** Presses an action's button, checks its dialog, and confirms. */
  async function act(label: string, title: string): Promise<void> {
    await admin.getByRole('region', { name: '操作' }).getByRole('button', { name: label, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  const status = () => admin.getByRole('region', { name: '基本情報' }).locator('dt', { hasText: /^状態$/ }).locator('xpath=following-sibling::dd[1]');

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', kanri.loginId, '--email', kanri.email, '--password', kanri.password, '--name', kanri.name, '--role', 'admin']);
    for (const p of [locked, other, disabled, appUser]) {
      await accountsCli(portal.databaseUrl, ['create', '--login-id', p.loginId, '--email', p.email, '--password', p.password, '--name', p.name]);
    }
    browser = await launchChromium();
    admin = await pageFor();
    await signInThroughUi(admin, portal.url, kanri);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('a user who opens /admin/accounts gets the forbidden notice and the top page; no 「管理」 in the header', async () => {
    const page = await pageFor();
    await signInThroughUi(page, portal.url, other);
    expect(await page.getByRole('banner').getByRole('link', { name: '管理' }).count()).toBe(0);
    await page.goto(portal.url + '/admin/accounts');
    await page.waitForURL('**/topPage');
    await page.getByText('このページを表示する権限がありません').waitFor();
    await page.context().close();
  });

  it('the administrator finds accounts by a prefix, from the header\'s 「管理」', async () => {
    await admin.getByRole('banner').getByRole('link', { name: '管理' }).click();
    await admin.waitForURL('**/admin/accounts');
    await admin.getByRole('heading', { level: 1, name: 'アカウント一覧' }).waitFor();
    await admin.getByLabel('検索するキーワード').fill('sales');
    await admin.getByRole('button', { name: '検索', exact: true }).click();
    await admin.waitForURL('**/admin/accounts?q=sales');
    await admin.getByText('2件を表示しています').waitFor();
    expect(await row(admin, locked.name).count()).toBe(1);
    expect(await row(admin, other.name).count()).toBe(1);
    // Full-width, as a Japanese IME types it.
    await admin.getByLabel('検索するキーワード').fill('ＳＡＬＥＳ．ＴＡ');
    await admin.getByRole('button', { name: '検索', exact: true }).click();
    await admin.getByText('1件を表示しています').waitFor();
    expect(await row(admin, locked.name).count()).toBe(1);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // The search is in the address: back gives the previous one.
    await admin.goBack();
    await admin.getByText('2件を表示しています').waitFor();
  });

  it('ten wrong passwords lock an account; the administrator sees it, unlocks it, and its owner signs in', async () => {
    await lockWithWrongPasswords(portal, locked);
    await openAccount(locked);
    await expect.poll(() => status().textContent()).toMatch(/^ロック中（.+まで）/);
    await admin.getByRole('region', { name: 'アカウントの履歴' }).getByText(/^アカウントの一時ロック/).first().waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await act('ロック解除', '田中 翔さんのアカウントのロックを解除しますか？');
    await admin.getByText('ロックを解除しました').first().waitFor();
    await expect.poll(() => status().textContent()).toBe('有効');
    expect(await admin.getByRole('region', { name: '操作' }).getByRole('button', { name: 'ロック解除' }).count()).toBe(0);
    await admin.getByRole('region', { name: 'アカウントの履歴' }).getByText('ロックの解除（管理者）').waitFor();

    const owner = await pageFor();
    await signInThroughUi(owner, portal.url, locked);
    await owner.getByRole('heading', { level: 1, name: 'トップページ' }).waitFor();
    await owner.context().close();
  });

  it('disables an account (its session ends) and enables it again', async () => {
    const owner = await pageFor();
    await signInThroughUi(owner, portal.url, disabled);
    await openAccount(disabled);
    await admin.getByRole('region', { name: 'ログイン中の端末' }).getByRole('listitem').first().waitFor();

    // By keyboard: the dialog takes the focus (on Cancel), Esc cancels, the focus is back on the button.
    await admin.getByRole('region', { name: '操作' }).getByRole('button', { name: '無効にする' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('dialog', { name: '伊藤 陽菜さんのアカウントを無効にしますか？' }).waitFor();
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('キャンセル');
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe('無効にする');

    await act('無効にする', '伊藤 陽菜さんのアカウントを無効にしますか？');
    await admin.getByText('アカウントを無効にしました').first().waitFor();
    await expect.poll(() => status().textContent()).toBe('無効');
    await admin.getByRole('region', { name: 'ログイン中の端末' }).getByText('ログイン中の端末はありません。').waitFor();
    await owner.reload();
    await owner.waitForURL('**/login**');

    await act('有効にする', '伊藤 陽菜さんのアカウントを有効にしますか？');
    await admin.getByText('アカウントを有効にしました').first().waitFor();
    await expect.poll(() => status().textContent()).toBe('有効');
    await signInThroughUi(owner, portal.url, disabled);
    await owner.context().close();
  });

  it('invites an account; its owner reads the mail, sets a password through the link and signs in', async () => {
    await admin.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'アカウントを招待' }).click();
    await admin.getByRole('heading', { level: 1, name: 'アカウントを招待' }).waitFor();
    // A login ID already taken is refused at its field.
    await admin.getByLabel('ログインID').fill(other.loginId);
    await admin.getByLabel('メールアドレス').fill(invited.email);
    await admin.getByLabel('氏名').fill(invited.name);
    await admin.getByRole('button', { name: '招待メールを送る' }).click();
    await admin.getByText('このログインIDはすでに使われています').waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    const before = await mailCount(portal.url, invited.email);
    await admin.getByLabel('ログインID').fill(invited.loginId);
    await admin.getByRole('button', { name: '招待メールを送る' }).click();
    await admin.getByText(`${invited.email} に招待メールを送りました`).first().waitFor();
    await admin.waitForURL(/\/admin\/accounts\/A\d{8}$/);
    await admin.getByRole('region', { name: '基本情報' }).getByText('未設定（招待の承諾待ち）').waitFor();
    await admin.getByRole('region', { name: '操作' }).getByRole('button', { name: '招待を再送する' }).waitFor();

    const link = await readResetLinkFromMailbox(portal.url, invited.email, before);
    const owner = await pageFor();
    await owner.goto(link);
    await owner.getByRole('heading', { level: 1, name: 'パスワードの設定' }).waitFor();
    await owner.getByLabel('新しいパスワード', { exact: true }).fill(invited.password);
    await owner.getByLabel('新しいパスワード（確認）').fill(invited.password);
    await owner.getByRole('button', { name: 'パスワードを設定' }).click();
    await owner.waitForURL('**/login');
    await signInThroughUi(owner, portal.url, invited);
    await owner.context().close();

    // The administrator's page, read again, knows the invitation was taken up.
    await admin.reload();
    await admin.getByRole('region', { name: '基本情報' }).getByText('設定済み', { exact: true }).waitFor();
  });

  it('the audit log shows each step: who, what, which account, when and from where', async () => {
    await settle(admin, '/admin/audit');
    const entries = admin.getByRole('table', { name: '操作の記録（新しい順）' });
    const rows = (await entries.getByRole('row').allTextContents()).slice(1);
    // The journey's four steps, newest first, then the operator's creations with the CLI that set it up.
    const actions = rows.slice(0, 4);
    expect(rows.slice(4).every((text) => text.includes('作成'))).toBe(true);
    expect(rows.some((text) => text.includes('作成（管理者）') && text.includes(kanri.loginId))).toBe(true);
    expect(actions[0]).toContain('招待（利用者）');
    expect(actions[0]).toContain(invited.loginId);
    expect(actions[1]).toContain('有効化');
    expect(actions[2]).toContain('無効化');
    expect(actions[1]).toContain(disabled.loginId);
    expect(actions[3]).toContain('ロック解除');
    expect(actions[3]).toContain(locked.loginId);
    for (const text of actions) expect(text).toContain(kanri.loginId);
    expect(actions[3]).toContain('127.0.0.1');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // One account's entries, from a link in the log.
    await row(admin, 'ロック解除').getByRole('link', { name: locked.loginId }).click();
    await admin.getByRole('link', { name: 'このアカウントの監査ログ' }).click();
    await admin.waitForURL(/\/admin\/audit\?account=A\d{8}$/);
    // Its creation by the operator, and its unlock.
    await admin.getByText('2件を表示しています').waitFor();
  });

  it('「連携アプリ」: an app registered by the CLI (--json) and one in the console, its secret shown once and copied, a new secret, disabled; each in the audit log', async () => {
    // The operator's way, the real process: one JSON document on standard output.
    const cli = JSON.parse(await accountsCli(portal.databaseUrl, ['clients', 'create', '--name', 'スマホアプリ', '--redirect-uri', 'http://localhost:8081/callback', '--public', '--json'])) as { client_id: string; client_secret: null };
    expect(cli).toEqual({ client_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), client_secret: null });

    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
    await admin.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '連携アプリ' }).click();
    await admin.getByRole('heading', { level: 1, name: '連携アプリ' }).waitFor();
    const appRow = (name: string) => admin.getByRole('table', { name: '登録済みのアプリ（新しい順）' }).getByRole('row').filter({ has: admin.getByRole('rowheader').filter({ hasText: name }) });
    await appRow('スマホアプリ').getByText(`クライアントID: ${cli.client_id}`).waitFor();
    expect(await appRow('スマホアプリ').textContent()).toContain('運用担当者（コマンドライン）');

    // A redirect URI over plain http to another machine is refused at its field.
    await admin.getByLabel('アプリの名前').fill('経費精算');
    await admin.getByLabel('リダイレクトURI', { exact: true }).fill('http://keihi.example.jp/callback');
    await admin.getByRole('button', { name: '登録する' }).click();
    await admin.getByText(/^URIは1〜10個まで、https:\/\/ で始まる完全なURI/).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByLabel('リダイレクトURI', { exact: true }).fill('https://keihi.example.jp/callback');
    await admin.getByLabel('APIでアカウントの情報を読む').check();
    await admin.getByLabel('ログアウト通知の送信先（任意）').fill('https://keihi.example.jp/backchannel-logout');
    await admin.getByRole('button', { name: '登録する' }).click();

    const shown = admin.getByRole('dialog', { name: '「経費精算」のクライアントIDとシークレット' });
    await shown.waitFor();
    await shown.getByText(/^シークレットは今しか表示されません。/).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    const [clientId, secret] = await shown.locator('dd code').allTextContents();
    expect(clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'シークレットをコピー' }).click();
    await shown.getByText('コピーしました').waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: '保存したので閉じる' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await admin.content()).not.toContain(secret);
    await appRow('経費精算').getByText(`クライアントID: ${clientId}`).waitFor();
    // Never listed again, by the console or the CLI; only its hash is stored.
    expect(await accountsCli(portal.databaseUrl, ['clients', 'list', '--json'])).not.toContain(secret);

    await appRow('経費精算').getByRole('button', { name: 'シークレットを再発行（アプリ「経費精算」）' }).click();
    const rotate = admin.getByRole('dialog', { name: '「経費精算」のシークレットを再発行しますか？' });
    await rotate.waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await rotate.getByRole('button', { name: 'シークレットを再発行' }).click();
    await shown.waitFor();
    const renewed = (await shown.locator('dd code').allTextContents())[1];
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(secret);
    await shown.getByRole('button', { name: '保存したので閉じる' }).click();
    await shown.waitFor({ state: 'detached' });

    await appRow('経費精算').getByRole('button', { name: '無効にする（アプリ「経費精算」）' }).click();
    const disable = admin.getByRole('dialog', { name: '「経費精算」を無効にしますか？' });
    await disable.waitFor();
    await disable.getByRole('button', { name: '無効にする' }).click();
    await admin.getByText('「経費精算」を無効にしました').first().waitFor();
    await appRow('経費精算').getByText(/^無効（/).waitFor();
    expect(await appRow('経費精算').getByRole('button').count()).toBe(0);

    await settle(admin, '/admin/audit');
    const rows = (await admin.getByRole('table', { name: '操作の記録（新しい順）' }).getByRole('row').allTextContents()).slice(1, 5);
    expect(rows[0]).toContain('連携アプリの無効化');
    expect(rows[1]).toContain('連携アプリのシークレットの再発行');
    expect(rows[2]).toContain('連携アプリの登録');
    for (const text of rows.slice(0, 3)) expect(text).toContain(`連携アプリ「経費精算」${clientId}`);
    for (const text of rows.slice(0, 3)) expect(text).toContain(kanri.loginId);
    expect(rows[3]).toContain('運用担当者（コマンドライン）');
    expect(rows[3]).toContain(`連携アプリ「スマホアプリ」${cli.client_id}`);
  });

  it('shows each account\'s level; resets an account\'s second factors after a dialog that names what is lost; the owner is mailed and signs in with the mailed code', async () => {
    // The owner sets up an authenticator app and recovery codes on /security, as in its own journey.
    const owner = await pageFor();
    await signInThroughUi(owner, portal.url, appUser);
    await owner.goto(portal.url + '/security');
    await owner.getByRole('button', { name: '認証アプリを設定' }).click();
    const enrol = owner.getByRole('dialog', { name: '認証アプリを設定' });
    await enrol.getByLabel('現在のパスワード').fill(appUser.password);
    await enrol.getByRole('button', { name: '次へ' }).click();
    await enrol.getByRole('img', { name: '認証アプリに読み取らせるQRコード' }).waitFor();
    const secret = ((await enrol.locator('.secret-key').textContent()) ?? '').replace(/\s/g, '');
    await enrol.getByLabel('認証アプリに表示されたコード').fill(appCode(secret, new Date()));
    await enrol.getByRole('button', { name: '設定を完了' }).click();
    await owner.getByText('認証アプリを設定しました').waitFor();
    await owner.getByRole('button', { name: 'リカバリーコードを作成' }).click();
    const make = owner.getByRole('dialog', { name: 'リカバリーコードを作成' });
    await make.getByLabel('現在のパスワード').fill(appUser.password);
    await make.getByRole('button', { name: 'リカバリーコードを作成' }).click();
    const shown = owner.getByRole('dialog', { name: '新しいリカバリーコード' });
    await shown.locator('.recovery-codes li').first().waitFor();
    const codes = await shown.locator('.recovery-codes li').allTextContents();
    await shown.getByRole('button', { name: '保管しました' }).click();

    // A new browser for the administrator: its password + code sign-in is no proof, so the reset asks
    // for one (本人確認) and then goes on.
    const desk = await pageFor();
    await signInThroughUi(desk, portal.url, kanri);
    await settle(desk, '/admin/accounts?level=AUTHENTICATOR_APP');
    expect(await desk.getByLabel('ログイン方法').inputValue()).toBe('AUTHENTICATOR_APP');
    await desk.getByText('1件を表示しています').waitFor();
    await row(desk, appUser.name).getByText('認証アプリ', { exact: true }).waitFor();
    await settle(desk, `/admin/accounts?q=${appUser.loginId}`);
    await desk.getByRole('link', { name: appUser.name, exact: true }).click();
    const details = desk.getByRole('region', { name: '基本情報' });
    await details.getByText('残り10個').waitFor();
    for (const value of [secret, ...codes]) expect(await desk.content()).not.toContain(value);

    await desk.getByRole('region', { name: '操作' }).getByRole('button', { name: '2段階目の認証をリセット' }).click();
    const dialog = desk.getByRole('dialog', { name: '加藤 蓮さんの2段階目の認証をリセットしますか？' });
    await dialog.getByText(/^認証アプリと、リカバリーコード（残り10個）が削除され、使えなくなります。/).waitFor();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    const before = await mailCount(portal.url, appUser.email);
    await dialog.getByRole('button', { name: '2段階目の認証をリセット' }).click();
    await stepUpWithMailedCode(desk, portal.url, kanri);
    await desk.getByText('2段階目の認証をリセットしました').first().waitFor();
    await details.getByText('パスワードとメール', { exact: true }).waitFor();
    expect(await desk.getByRole('region', { name: '操作' }).getByRole('button', { name: '2段階目の認証をリセット' }).count()).toBe(0);
    expect(await seriousAxeViolations(desk)).toEqual([]);

    // The owner's session ended; the mail says what was removed; the next sign-in asks for the mailed code.
    await expect.poll(() => mailCount(portal.url, appUser.email)).toBeGreaterThan(before);
    const messages = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(appUser.email)}`)).json()) as Array<{ subject: string; text: string }>;
    const notice = messages.find((m) => m.subject === '【アカウントポータル】管理者が2段階目の認証をリセットしました');
    expect(notice?.text).toContain('認証アプリとリカバリーコードを削除し');
    await owner.reload();
    await owner.waitForURL('**/login**');
    await signInThroughUi(owner, portal.url, appUser);
    await owner.context().close();
    await desk.context().close();
  });

  it('every admin page passes axe in Japanese and English, at 375 px and 1280 px, with no horizontal scroll', async () => {
    const page = await pageFor();
    await signInThroughUi(page, portal.url, kanri);
    await settle(page, `/admin/accounts?q=${locked.loginId}`);
    const code = /\/admin\/accounts\/(A\d{8})/.exec((await page.getByRole('link', { name: locked.name }).getAttribute('href')) ?? '')?.[1];
    expect(code).toBeTruthy();
    const paths = ['/admin/accounts', '/admin/accounts?role=USER&level=PASSWORD_MAIL', `/admin/accounts/${code}`, '/admin/accounts/new', '/admin/audit', `/admin/audit?account=${code}`, '/admin/clients'];
    const found: string[] = [];
    // One visit per page, then each width by resizing: the layout is CSS alone (no script reads the
    // viewport's width), as in the accessibility statement's audit.
    const audit = async (lang: string) => {
      for (const path of paths) {
        await page.setViewportSize({ width: 375, height: 900 });
        await settle(page, path);
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await nextFrames(page);
          for (const v of await seriousAxeViolations(page)) found.push(`${lang} ${width}px ${path}: ${v}`);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          if (scrollWidth > innerWidth) found.push(`${lang} ${width}px ${path}: scrolls sideways (${scrollWidth} > ${innerWidth})`);
        }
      }
    };
    await audit('ja');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Connected apps' }).waitFor();
    await audit('en');
    expect(found).toEqual([]);
    await page.context().close();
    // 14 page loads and 28 axe runs: several times a quiet machine's time when the other suites'
    // Chromiums share its two cores.
  }, 240_000);
});
