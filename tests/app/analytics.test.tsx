import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const scriptUrl = 'https://analytics.example.com/tag.js';

afterEach(() => {
  delete window.dataLayer;
  document.querySelectorAll('script[data-portal-analytics]').forEach((script) => script.remove());
});

describe('analytics', () => {
  it('loads the tag once and reports each route change by its path only', async () => {
    const { router } = renderApp('/login', { env: { analytics: { scriptUrl } } });
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await act(() => router.navigate('/passwordReissue?email=taro%40example.jp#top'));
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    await act(() => router.navigate('/passwordReset?token=secret-token'));
    await act(() => router.navigate('/login'));
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });

    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-portal-analytics]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(scriptUrl);
    expect(scripts[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/login' },
      { event: 'page_view', page_path: '/passwordReissue' },
      { event: 'page_view', page_path: '/passwordReset' },
      { event: 'page_view', page_path: '/login' },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/secret|example\.jp|token=/);
  });

  it('does nothing at all when it is not configured', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await act(() => router.navigate('/passwordReissue'));
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector('script[src]')).toBeNull();
  });
});
