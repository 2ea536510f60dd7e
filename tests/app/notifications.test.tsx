import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { NotificationList } from '../../src/app/components/ui/notification-list';
import { useNotify } from '../../src/app/notifications/notification-context';
import { NotificationProvider, notificationTimeoutMs } from '../../src/app/notifications/notification-provider';

function Trigger() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('保存しました', 'success')}>
      通知する
    </button>
  );
}

function renderNotifications() {
  return render(
    <IntlProvider locale="ja" defaultLocale="ja">
      <NotificationProvider>
        <Trigger />
        <NotificationList />
      </NotificationProvider>
    </IntlProvider>,
  );
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

  it('can be closed with 閉じる', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: '通知する' }));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('保存しました')).toBeNull();
  });
});
