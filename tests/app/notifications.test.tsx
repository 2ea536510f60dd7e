import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { NotificationList } from '../../src/app/components/ui/notification-list';
import { useNotify } from '../../src/app/notifications/notification-context';
import { NotificationProvider, notificationTimeoutMs } from '../../src/app/notifications/notification-provider';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify('保存しました', 'success')}>
        通知する
      </button>
      <button type="button" onClick={() => notify('確認コードの入力回数が上限に達しました', 'error')}>
        エラーを通知する
      </button>
    </>
  );
}

function renderNotifications() {
  return render(
    <IntlProvider locale="ja" defaultLocale="ja">
      <NotificationProvider>
        <main>
          <h1 tabIndex={-1}>ページ</h1>
          <Trigger />
        </main>
        <NotificationList />
      </NotificationProvider>
    </IntlProvider>,
  );
}

function closeButtonOf(text: string): HTMLElement {
  return screen.getByText(text).parentElement!.querySelector('button')!;
}

describe('notifications', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are announced in a live region and disappear after 3000 ms', () => {
    vi.useFakeTimers();
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    const text = screen.getByText('保存しました');
    expect(text.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('region', { name: 'お知らせ' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(notificationTimeoutMs - 1));
    expect(screen.queryByText('保存しました')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('保存しました')).toBeNull();
  });

  it('make an error an alert (assertive), shown above the polite success and info notices', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'エラーを通知する' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('確認コードの入力回数が上限に達しました');
    expect(alert.closest('[aria-live]')).toBeNull();
    // The success notice stays in the polite region, which holds no error.
    const polite = screen.getByText('保存しました').closest('[aria-live]')!;
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).not.toContain('確認コード');
    expect(alert.compareDocumentPosition(polite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('can be closed with 閉じる', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('保存しました')).toBeNull();
  });

  it('keep an error until it is closed', () => {
    vi.useFakeTimers();
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'エラーを通知する' }));
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('確認コードの入力回数が上限に達しました')).toBeTruthy();
    fireEvent.click(closeButtonOf('確認コードの入力回数が上限に達しました'));
    expect(screen.queryByText('確認コードの入力回数が上限に達しました')).toBeNull();
  });

  it('hold a success notice while pointed at or focused, then give it the rest of its time', () => {
    vi.useFakeTimers();
    renderNotifications();
    const region = screen.getByRole('region', { name: 'お知らせ' });
    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('保存しました')).toBeTruthy();
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(notificationTimeoutMs - 1000 - 1));
    expect(screen.getByText('保存しました')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('保存しました')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    act(() => closeButtonOf('保存しました').focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('保存しました')).toBeTruthy();
  });

  it('give the focus to the next notice after 閉じる, and then back where it came from, never to the body', () => {
    renderNotifications();
    const trigger = screen.getByRole('button', { name: 'エラーを通知する' });
    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    fireEvent.click(trigger);
    trigger.focus();
    // Keyboard users reach the notices from where they are.
    act(() => closeButtonOf('保存しました').focus());
    fireEvent.click(closeButtonOf('保存しました'));
    expect(document.activeElement).toBe(closeButtonOf('確認コードの入力回数が上限に達しました'));
    fireEvent.click(closeButtonOf('確認コードの入力回数が上限に達しました'));
    expect(document.activeElement).toBe(trigger);
  });

  it('give the focus to the page heading when where it came from is gone', () => {
    const view = renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'エラーを通知する' }));
    const origin = document.createElement('button');
    view.container.append(origin);
    origin.focus();
    act(() => closeButtonOf('確認コードの入力回数が上限に達しました').focus());
    origin.remove();
    fireEvent.click(closeButtonOf('確認コードの入力回数が上限に達しました'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'ページ' }));
  });
});
