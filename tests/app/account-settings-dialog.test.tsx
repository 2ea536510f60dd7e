import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountServer } from './account-server';
import { renderApp } from './render-app';

function renderTopPage() {
  const server = accountServer();
  return renderApp('/topPage', { loginInfo: {}, resolvers: server.resolvers });
}

async function headerButton() {
  const header = await screen.findByRole('banner');
  return within(header).findByRole('button', { name: 'アカウント設定' });
}

async function topPageButton() {
  const main = await screen.findByRole('main');
  return within(main).findByRole('button', { name: 'アカウント設定' });
}

describe('account-settings modal', () => {
  it('opens from the header, keeps the focus inside, and Esc gives it back to the button', async () => {
    renderTopPage();
    const button = await headerButton();
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'アカウント設定' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const first = within(dialog).getByRole('link', { name: 'アカウント情報の編集' });
    expect(first.getAttribute('href')).toBe('/accountEdit');
    expect(within(dialog).getByRole('link', { name: 'メールアドレスの変更' }).getAttribute('href')).toBe(
      '/accountEditMailAddress',
    );
    expect(within(dialog).getByRole('link', { name: 'パスワードの変更' }).getAttribute('href')).toBe(
      '/accountEditPassword',
    );
    await waitFor(() => expect(document.activeElement).toBe(first));
    // The page behind cannot be used meanwhile.
    expect(document.querySelector('main')?.closest('[inert]')).toBeTruthy();

    // Tab wraps around inside.
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('main')?.closest('[inert]')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opens from the top page and closes with 閉じる, back on its button', async () => {
    renderTopPage();
    const button = await topPageButton();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'アカウント設定' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes and opens the chosen setting', async () => {
    const { location } = renderTopPage();
    fireEvent.click(await topPageButton());
    const dialog = await screen.findByRole('dialog', { name: 'アカウント設定' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'メールアドレスの変更' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更' })).toBeTruthy();
    expect(location()).toBe('/accountEditMailAddress');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is offered only when signed in', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'アカウント設定' })).toBeNull();
  });
});
