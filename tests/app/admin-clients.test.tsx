// 「連携アプリ」 (/admin/clients) through the stateful mock: the registered apps in plain words with their
// state, the form's checks and the service's refusals at their fields, a secret shown once (copy, the
// warning, gone once closed), a new secret and disabling after a confirmation, each in the audit log.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { MockState } from '../../src/app/mocks/mock-state';
import { renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The error text tied to a field (aria-describedby), or null. */
function fieldError(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
}
/** An app's name as its row's header shows it (after the column's name, which only the card layout shows). */
const appNameIn = (row: HTMLElement) => within(row).queryByRole('rowheader')?.querySelector('.admin-cell-label + span')?.firstChild?.textContent ?? null;
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => appNameIn(row) === name)!;

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('/admin/clients', () => {
  it('lists the registered apps newest first, in plain words, with their state; from the admin menu', async () => {
    const { location } = renderApp('/admin/accounts', { signedIn: 'admin' });
    await heading('アカウント一覧');
    fireEvent.click(within(screen.getByRole('navigation', { name: '管理メニュー' })).getByRole('link', { name: '連携アプリ' }));
    await waitFor(() => expect(location()).toBe('/admin/clients'));
    await heading('連携アプリ');
    const table = await screen.findByRole('table', { name: '登録済みのアプリ（新しい順）' });
    expect(screen.getByText('3件を表示しています')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['アプリ', '種類', '許可する範囲', '設定したURI', '状態', '登録', '操作']);
    expect(within(table).getAllByRole('row').slice(1).map(appNameIn)).toEqual(['経費精算システム', '社内ポータル（スマートフォン）', '旧勤怠システム']);

    const keihi = within(rowOf('経費精算システム'));
    expect(keihi.getByText('クライアントID: mock-client-keihi00001')).toBeTruthy();
    expect(keihi.getByText('機密クライアント（シークレットあり）')).toBeTruthy();
    expect(keihi.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ログイン（本人であることの確認）', '氏名・フリガナ・言語を見る', 'メールアドレスを見る', '利用者がいないときも連携を続ける（更新トークン）']);
    expect(keihi.getByText('https://keihi.example.co.jp/auth/callback')).toBeTruthy();
    expect(keihi.getByText('https://keihi.example.co.jp/auth/backchannel-logout')).toBeTruthy();
    expect(keihi.getByText('登録した人: admin')).toBeTruthy();
    expect(keihi.getByText(/^シークレット再発行: /)).toBeTruthy();
    expect(keihi.getByRole('button', { name: 'シークレットを再発行（アプリ「経費精算システム」）' })).toBeTruthy();

    const mobile = within(rowOf('社内ポータル（スマートフォン）'));
    expect(mobile.getByText('公開クライアント（シークレットなし）')).toBeTruthy();
    expect(mobile.getByText('登録した人: 運用担当者（コマンドライン）')).toBeTruthy();
    // A public app has no secret to replace.
    expect(mobile.queryByRole('button', { name: /シークレットを再発行/ })).toBeNull();
    expect(mobile.getByRole('button', { name: '無効にする（アプリ「社内ポータル（スマートフォン）」）' })).toBeTruthy();

    const old = within(rowOf('旧勤怠システム'));
    expect(old.getByText(/^無効（.+）$/)).toBeTruthy();
    expect(old.queryAllByRole('button')).toEqual([]);
  });

  it('checks the form as the service does, and puts each error at its field', async () => {
    renderApp('/admin/clients', { signedIn: 'admin' });
    await heading('連携アプリ');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(fieldError('アプリの名前')).toBe('アプリの名前を入力してください'));
    expect(fieldError('リダイレクトURI')).toBe('リダイレクトURIを入力してください');
    expect(document.activeElement).toBe(screen.getByLabelText('アプリの名前'));

    const uriRule = 'URIは1〜10個まで、https:// で始まる完全なURI（開発用に限り http://localhost などの自分のコンピューター）で、# 以降やユーザー名を含めずに入力してください';
    change('アプリの名前', 'x'.repeat(101));
    change('リダイレクトURI', 'https://ok.example.jp/cb\nhttp://plain.example.jp/cb');
    change('ログアウト通知の送信先（任意）', 'https://ok.example.jp/logout#frag');
    change('ログアウト後のリダイレクトURI（任意）', 'https://ok.example.jp/bye#top');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(fieldError('アプリの名前')).toBe('アプリの名前は1〜100文字で、改行を含めずに入力してください'));
    expect(fieldError('リダイレクトURI')).toBe(uriRule);
    expect(fieldError('ログアウト後のリダイレクトURI（任意）')).toBe(uriRule);
    expect(fieldError('ログアウト通知の送信先（任意）')).toMatch(/^ログアウト通知の送信先は、https:\/\//);
    change('リダイレクトURI', Array.from({ length: 11 }, (_, i) => `https://ok.example.jp/${i}`).join('\n'));
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(fieldError('リダイレクトURI')).toBe(uriRule));
  });

  it('shows the service\'s refusal at its field', async () => {
    const mockState = new MockState();
    renderApp('/admin/clients', { signedIn: 'admin', mockState, mockError: 'REDIRECT_URI_INVALID' });
    await heading('連携アプリ');
    change('アプリの名前', '勤怠');
    change('リダイレクトURI', 'https://kintai.example.jp/cb');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(fieldError('リダイレクトURI')).toMatch(/^URIは1〜10個まで/));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('リダイレクトURI')));
    expect(mockState.data.admin!.clients!.map((c) => c.name)).not.toContain('勤怠');
  });

  it('registers a confidential app: its client id and secret are shown once, with a copy button and the warning; gone once closed', async () => {
    const mockState = new MockState();
    renderApp('/admin/clients', { signedIn: 'admin', mockState });
    await heading('連携アプリ');
    change('アプリの名前', '  勤怠管理  ');
    change('リダイレクトURI', ' https://kintai.example.jp/callback \n\nhttp://localhost:3001/callback');
    fireEvent.click(screen.getByLabelText('メールアドレスを見る'));
    fireEvent.click(screen.getByLabelText('APIでアカウントの情報を読む'));
    change('ログアウト通知の送信先（任意）', 'https://kintai.example.jp/logout');
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));

    const dialog = await screen.findByRole('dialog', { name: '「勤怠管理」のクライアントIDとシークレット' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/^シークレットは今しか表示されません。この画面を閉じると二度と表示できません。/)).toBeTruthy();
    const [clientId, secret] = within(dialog).getAllByRole('definition').map((dd) => dd.querySelector('code')!.textContent!);
    expect(clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const created = mockState.data.admin!.clients![0]!;
    expect(created).toMatchObject({
      clientId,
      name: '勤怠管理',
      type: 'CONFIDENTIAL',
      redirectUris: ['https://kintai.example.jp/callback', 'http://localhost:3001/callback'],
      scopes: ['OPENID', 'PROFILE', 'ACCOUNT_READ'],
      backchannelLogoutUri: 'https://kintai.example.jp/logout',
    });
    expect(JSON.stringify(mockState.data)).not.toContain(secret);
    expect(mockState.data.admin!.audit[0]).toMatchObject({ action: 'CLIENT_CREATE', targetClientId: clientId, targetClientName: '勤怠管理', targetAccountCode: null });

    fireEvent.click(within(dialog).getByRole('button', { name: 'シークレットをコピー' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await within(dialog).findByText('コピーしました')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'クライアントIDをコピー' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(clientId));
    // Esc does not close it: it is closed on purpose, once the secret is kept.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存したので閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
    await waitFor(() => expect(screen.getByText('4件を表示しています')).toBeTruthy());
    expect(within(rowOf('勤怠管理')).getByText(`クライアントID: ${clientId}`)).toBeTruthy();
    // The form is ready for the next app.
    expect((screen.getByLabelText('アプリの名前') as HTMLInputElement).value).toBe('');
  });

  it('registers a public app: only its client id is shown', async () => {
    renderApp('/admin/clients', { signedIn: 'admin' });
    await heading('連携アプリ');
    change('アプリの名前', 'スマホ版');
    change('リダイレクトURI', 'https://m.example.jp/cb');
    fireEvent.click(screen.getByLabelText(/^公開クライアント/));
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    const dialog = await screen.findByRole('dialog', { name: '「スマホ版」のクライアントID' });
    expect(within(dialog).getAllByRole('definition')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'シークレットをコピー' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('スマホ版')).getByText('公開クライアント（シークレットなし）')).toBeTruthy();
  });

  it('replaces a secret and disables an app after asking; Cancel takes the focus and changes nothing', async () => {
    const mockState = new MockState();
    renderApp('/admin/clients', { signedIn: 'admin', mockState });
    await heading('連携アプリ');
    await screen.findByRole('table');
    const rotate = within(rowOf('経費精算システム')).getByRole('button', { name: /シークレットを再発行/ });
    fireEvent.click(rotate);
    let confirm = await screen.findByRole('dialog', { name: '「経費精算システム」のシークレットを再発行しますか？' });
    expect(within(confirm).getByText(/^今のシークレットはすぐに使えなくなります/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('キャンセル'));
    fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rotate));
    expect(mockState.data.admin!.audit[0]?.action).not.toBe('CLIENT_ROTATE_SECRET');

    fireEvent.click(rotate);
    confirm = await screen.findByRole('dialog', { name: '「経費精算システム」のシークレットを再発行しますか？' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'シークレットを再発行' }));
    const shown = await screen.findByRole('dialog', { name: '「経費精算システム」のクライアントIDとシークレット' });
    expect(await screen.findByText('「経費精算システム」のシークレットを再発行しました')).toBeTruthy();
    expect(within(shown).getAllByRole('definition')[1]!.textContent).toMatch(/[A-Za-z0-9_-]{43}/);
    fireEvent.click(within(shown).getByRole('button', { name: '保存したので閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockState.data.admin!.audit[0]).toMatchObject({ action: 'CLIENT_ROTATE_SECRET', targetClientId: 'mock-client-keihi00001' });

    fireEvent.click(within(rowOf('経費精算システム')).getByRole('button', { name: /無効にする/ }));
    confirm = await screen.findByRole('dialog', { name: '「経費精算システム」を無効にしますか？' });
    expect(within(confirm).getByText(/発行済みのトークンはすべてすぐに終了します。元には戻せません。$/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('「経費精算システム」を無効にしました')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('経費精算システム')).queryAllByRole('button')).toEqual([]));
    expect(within(rowOf('経費精算システム')).getByText(/^無効（/)).toBeTruthy();
    expect(mockState.data.admin!.audit[0]).toMatchObject({ action: 'CLIENT_DISABLE', targetClientName: '経費精算システム' });
  });

  it('says so when the app changed meanwhile, and reads the list again', async () => {
    const mockState = new MockState();
    renderApp('/admin/clients', { signedIn: 'admin', mockState });
    await heading('連携アプリ');
    await screen.findByRole('table');
    // Another administrator disabled it after the page was read.
    mockState.data.admin!.clients!.find((c) => c.name === '経費精算システム')!.disabledAt = Date.now();
    fireEvent.click(within(rowOf('経費精算システム')).getByRole('button', { name: /無効にする/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('この連携アプリはすでに無効になっています。表示を更新してください。')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('経費精算システム')).queryAllByRole('button')).toEqual([]));
  });

  it('shows the audit entries about apps, linked to this page', async () => {
    const mockState = new MockState();
    const { location, router } = renderApp('/admin/clients', { signedIn: 'admin', mockState });
    await heading('連携アプリ');
    await screen.findByRole('table');
    fireEvent.click(within(rowOf('社内ポータル（スマートフォン）')).getByRole('button', { name: /無効にする/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '無効にする' }));
    await screen.findByText('「社内ポータル（スマートフォン）」を無効にしました');
    await router.navigate('/admin/audit');
    const table = await screen.findByRole('table', { name: '操作の記録（新しい順）' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('連携アプリの無効化')).toBeTruthy();
    expect(within(row!).getByText('mock-client-mobile0002')).toBeTruthy();
    fireEvent.click(within(row!).getByRole('link', { name: '連携アプリ「社内ポータル（スマートフォン）」' }));
    await waitFor(() => expect(location()).toBe('/admin/clients'));
  });

  it('in English', async () => {
    localStorage.setItem(localeStorageKey, 'en');
    renderApp('/admin/clients', { signedIn: 'admin' });
    await heading('Connected apps');
    const table = await screen.findByRole('table', { name: 'Registered apps (newest first)' });
    expect(within(table).getAllByText('Sign in (confirm who the user is)').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('is not for a user: the forbidden notice and the top page', async () => {
    const { location } = renderApp('/admin/clients', { signedIn: 'demo' });
    await waitFor(() => expect(location()).toBe('/topPage'));
    expect(await screen.findByText('このページを表示する権限がありません')).toBeTruthy();
  });
});
