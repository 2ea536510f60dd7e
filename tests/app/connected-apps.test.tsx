// 「連携中のアプリ」 on /security through the stateful mock: each app with what it may do in the consent
// page's words, when it was allowed and last used; 「連携を解除」 asks first (Cancel takes the focus and
// gives it back), then ends it and says so; a refusal is said in Japanese; English too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeStorageKey } from '../../src/app/i18n/locale';
import { renderApp } from './render-app';

async function openApps(options: { locale?: 'ja' | 'en'; mockError?: string } = {}) {
  if (options.locale === 'en') localStorage.setItem(localeStorageKey, 'en');
  const rendered = renderApp('/security', { signedIn: 'demo', ...(options.mockError ? { mockError: options.mockError } : {}) });
  const name = options.locale === 'en' ? 'Connected apps' : '連携中のアプリ';
  await screen.findByRole('heading', { level: 2, name });
  const region = within(screen.getByRole('region', { name }));
  await region.findAllByRole('listitem');
  return { ...rendered, region };
}

describe('/security: 「連携中のアプリ」', () => {
  it('lists each app, most recently used first, with what it may do and when it was allowed and last used', async () => {
    const { region } = await openApps();
    const apps = region.getAllByRole('listitem').filter((item) => item.querySelector('.security-item-main'));
    expect(apps.map((item) => item.querySelector('.security-item-title')?.textContent)).toEqual(['経費精算システム', '社内ポータル（スマートフォン）']);
    const keihi = within(apps[0]!);
    // What it may do: the consent page's words, as a list named by its label.
    expect(within(keihi.getByRole('list', { name: 'このアプリができること' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'あなたがアカウントポータルのアカウントでログインしていることを確かめる',
      '氏名、フリガナ、使用する言語を見る',
      'メールアドレスを見る',
    ]);
    expect(keihi.getByText(/^許可: /)).toBeTruthy();
    expect(keihi.getByText(/^最終利用: /)).toBeTruthy();
    expect(within(apps[1]!).getByText('あなたがこのアプリを使っていないあいだも、連携を続ける')).toBeTruthy();
  });

  it('asks before disconnecting; Cancel takes the focus and gives it back; confirmed, the app is gone and the page says so', async () => {
    const { region } = await openApps();
    const button = region.getByRole('button', { name: '連携を解除: 経費精算システム' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: '「経費精算システム」との連携を解除しますか？' });
    expect(within(dialog).getByText(/アプリでもログアウトされます/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(region.getByText('経費精算システム')).toBeTruthy();

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '連携を解除する' }));
    expect(await screen.findByText('「経費精算システム」との連携を解除しました')).toBeTruthy();
    await waitFor(() => expect(region.queryByText('経費精算システム')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '連携中のアプリ' }));

    fireEvent.click(region.getByRole('button', { name: '連携を解除: 社内ポータル（スマートフォン）' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '連携を解除する' }));
    expect(await region.findByText('連携中のアプリはありません。')).toBeTruthy();
  });

  it('says in Japanese why an app could not be disconnected, and shows the list as it is', async () => {
    const { region } = await openApps({ mockError: 'CONNECTED_APP_NOT_FOUND' });
    fireEvent.click(region.getByRole('button', { name: '連携を解除: 経費精算システム' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '連携を解除する' }));
    expect(await screen.findByText('このアプリとの連携は見つかりませんでした。すでに解除されている可能性があります。')).toBeTruthy();
    expect(region.getByText('経費精算システム')).toBeTruthy();
  });

  it('and in English', async () => {
    const { region } = await openApps({ locale: 'en' });
    expect(region.getAllByText('What this app may do')).toHaveLength(2);
    expect(region.getByText('See your e-mail address')).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: 'Disconnect: 経費精算システム' }));
    expect(await screen.findByRole('alertdialog', { name: 'Disconnect “経費精算システム”?' })).toBeTruthy();
  });
});
