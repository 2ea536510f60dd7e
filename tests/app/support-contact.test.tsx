// SUPPORT_CONTACT (run-time environment data): in the footer and on the error pages when configured,
// nowhere when not.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('the support contact', () => {
  it('is in the footer, an e-mail address as a mail link', async () => {
    renderApp('/login', { env: { supportContact: 'support@example.jp' } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('お問い合わせ先：')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'support@example.jp' }).getAttribute('href')).toBe('mailto:support@example.jp');
  });

  it('is on the not-found page; a web address is a link, a phone number a tel: link', async () => {
    renderApp('/no/such/page', { env: { supportContact: 'https://help.example.jp/portal' } });
    await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'https://help.example.jp/portal' }).getAttribute('href')).toBe(
      'https://help.example.jp/portal',
    );
  });

  it('is plain text when it is neither, and a tel: link for a phone number', async () => {
    const { unmount } = renderApp('/no/such/page', { env: { supportContact: '0120-123-456' } });
    await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: '0120-123-456' }).getAttribute('href')).toBe('tel:0120123456');
    unmount();
    renderApp('/no/such/page', { env: { supportContact: '情報システム部 内線 1234' } });
    await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' });
    expect(within(screen.getByRole('main')).getByText('情報システム部 内線 1234').tagName).toBe('SPAN');
  });

  it('is nowhere when not configured', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' });
    expect(screen.queryByText(/お問い合わせ先/)).toBeNull();
  });
});
