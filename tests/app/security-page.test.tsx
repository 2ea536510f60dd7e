// /security and /notMe through the stateful mock: the sessions with 「この端末」 and API tokens, ending
// one or every other, the activity in Japanese and English, and 「心当たりがない」 with its
// confirmation, from the page and from a mail's link; focus goes where the user goes on.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { readStoredLoginInfo, renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function openSecurity(locale: 'ja' | 'en' = 'ja') {
  // A language chosen in this browser wins over the account's own.
  if (locale === 'en') localStorage.setItem(localeStorageKey, 'en');
  const rendered = renderApp('/security', { signedIn: 'demo' });
  await heading(locale === 'ja' ? 'セキュリティ' : 'Security');
  await screen.findByText(locale === 'ja' ? 'この端末' : 'This device');
  return rendered;
}

describe('/security', () => {
  it('lists the sessions: this device marked, the others by device, an API token as such', async () => {
    await openSecurity();
    const sessions = within(screen.getByRole('region', { name: 'ログイン中の端末' }));
    expect(sessions.getByText('WindowsのChrome')).toBeTruthy();
    expect(sessions.getByText('iOSのSafari')).toBeTruthy();
    expect(sessions.getByText('プログラム')).toBeTruthy();
    expect(sessions.getByText('APIトークン')).toBeTruthy();
    // No 「ログアウト」 on this device: that is the header's logout.
    expect(sessions.getAllByRole('button', { name: /^(?!ほかのすべての端末).+からログアウト$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['iOSのSafariからログアウト', 'プログラムからログアウト']);
  });

  it('signs one device out, says so, and moves the focus to the list', async () => {
    await openSecurity();
    fireEvent.click(screen.getByRole('button', { name: 'iOSのSafariからログアウト' }));
    expect(await screen.findByText('iOSのSafariからログアウトしました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('iOSのSafari')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'ログイン中の端末' }));
  });

  it('asks before signing out every other device; cancel gives the focus back, confirm does it', async () => {
    await openSecurity();
    const button = screen.getByRole('button', { name: 'ほかのすべての端末からログアウト' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'ほかのすべての端末からログアウトしますか？' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(document.activeElement).toBe(button));

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ログアウトする' }));
    expect(await screen.findByText('2台の端末からログアウトしました')).toBeTruthy();
    expect(await screen.findByText('ほかにログイン中の端末はありません。')).toBeTruthy();
  });

  it('shows the activity in Japanese, with 「心当たりがない」 where it applies, each button named by its event, time and device', async () => {
    await openSecurity();
    const activity = within(screen.getByRole('region', { name: 'アカウントの履歴' }));
    expect(activity.getAllByText('ログイン（パスワードと確認コード）')).toHaveLength(2);
    expect(activity.getByText('ログインの失敗（パスワード）・3回')).toBeTruthy();
    expect(activity.getByText('アカウント情報の変更（電話番号）')).toBeTruthy();
    expect(activity.getByText('パスワードの変更')).toBeTruthy();
    expect(activity.getByText('LinuxのFirefox・203.0.113.99')).toBeTruthy();
    expect(activity.getByText('アプリ「経費精算システム」との連携を許可')).toBeTruthy();
    // Not on a failed sign-in: that one was refused already. On the two apps allowed, yes.
    const buttons = activity.getAllByRole('button', { name: /に心当たりがない$/ });
    expect(buttons).toHaveLength(6);
    for (const button of buttons) expect(button.textContent).toBe('心当たりがない');
    // Three sign-ins do not read out alike: each name says when, from which device and what.
    const names = buttons.map((b) => b.getAttribute('aria-label') ?? '');
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d\d の .+ からの.+に心当たりがない$/);
  });

  it('and in English', async () => {
    await openSecurity('en');
    const activity = within(screen.getByRole('region', { name: 'Account activity' }));
    expect(activity.getByText('Failed sign-in (password) · 3 times')).toBeTruthy();
    expect(activity.getByText('Account details changed (phone number)')).toBeTruthy();
    expect(screen.getByText('Chrome on Windows')).toBeTruthy();
  });

  it('「心当たりがない」 asks first, then signs out everywhere and goes to the login page', async () => {
    const { location } = await openSecurity();
    fireEvent.click(screen.getAllByRole('button', { name: /に心当たりがない$/ })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'この操作に心当たりはありませんか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ログアウトしてアカウントを保護する' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(readStoredLoginInfo()).toBeNull();
    expect(await screen.findByText('すべての端末からログアウトしました。メールでお送りしたリンクから新しいパスワードを設定してください。')).toBeTruthy();
  });
});

describe('/notMe (the new-device mail\'s link)', () => {
  it('checks the link without acting, takes the token out of the address bar, and acts when confirmed', async () => {
    const { location, mockState } = renderApp('/notMe?token=valid-not-me-token', { signedIn: 'demo' });
    await heading('身に覚えのない操作の報告');
    await waitFor(() => expect(location()).toBe('/notMe'));
    expect(await screen.findByText('LinuxのFirefox')).toBeTruthy();
    expect(mockState.data.sessions).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '心当たりがない（すべての端末からログアウトする）' }));
    expect(await screen.findByText(/アカウントを保護しました/)).toBeTruthy();
    expect(mockState.data.sessions).toHaveLength(0);
    expect(readStoredLoginInfo()).toBeNull();
  });

  it('says why a link cannot be used', async () => {
    renderApp('/notMe?token=no-such-token');
    expect(await screen.findByText('このリンクは無効です。メールのリンクをもう一度お確かめください。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードの再設定' })).toBeTruthy();
  });
});
