// The idle-expiry warning (issue 12): when it comes, what 「ログインしたままにする」 does, and where an ended
// session leads. The timer logic runs on fake timers; the journeys through the app use sessions of a
// few seconds (never a wall-clock assertion: each step waits for what the user would see).
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginInfoFromViewer, writeLoginInfo, type LoginInfo } from '../../src/app/session/login-info-store';
import { maxWarningLeadMs, useSessionExpiry, warningLeadMs } from '../../src/app/session/session-expiry';
import { readStoredLoginInfo, renderApp, viewerResolved } from './render-app';

function inSeconds(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

/** A viewer whose session ends in `seconds`, with an idle timeout of `idleSeconds`. */
function viewerEndingIn(seconds: number, idleSeconds: number) {
  return { ...viewerResolved(), session: { expiresAt: inSeconds(seconds), idleTimeoutSeconds: idleSeconds } };
}

function info(expiresAt: string, idleTimeoutSeconds: number | null): LoginInfo {
  return { accountCode: 'AC-000123', name: '山田 太郎', role: 'USER', expiresAt, idleTimeoutSeconds, mustChangePassword: false, closingDeletesAt: null, locale: 'ja' };
}

describe('when the warning comes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is two minutes ahead, or a third of the idle timeout when that is shorter', () => {
    expect(warningLeadMs(1800)).toBe(maxWarningLeadMs);
    expect(maxWarningLeadMs).toBe(120_000);
    expect(warningLeadMs(300)).toBe(100_000);
    expect(warningLeadMs(15)).toBe(5_000);
    // Not known (login information kept by an older release): two minutes.
    expect(warningLeadMs(null)).toBe(120_000);
  });

  it('moves from active to warning to ended on time, and back to active when the session is extended', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T01:00:00.000Z'));
    const stored = info('2026-03-01T01:30:00.000Z', 1800);
    const { result, rerender } = renderHook(({ current }: { current: LoginInfo | null }) => useSessionExpiry(current), {
      initialProps: { current: stored as LoginInfo | null },
    });
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(28 * 60_000 - 1));
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('warning');

    // 「ログインしたままにする」: the server answered a later expiry.
    rerender({ current: info('2026-03-01T01:58:00.000Z', 1800) });
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(28 * 60_000));
    expect(result.current.phase).toBe('warning');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current.phase).toBe('ended');

    // Nothing to watch while signed out.
    rerender({ current: null });
    expect(result.current.phase).toBe('active');
  });

  it('looks again when the tab comes back (timers sleep with the computer)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T01:00:00.000Z'));
    const { result } = renderHook(() => useSessionExpiry(info('2026-03-01T01:30:00.000Z', 1800)));
    // The clock jumps without the timers running, as after sleep.
    vi.setSystemTime(new Date('2026-03-01T01:29:00.000Z'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.phase).toBe('warning');
  });
});

describe('the warning in the app', () => {
  it('is an alert dialog that takes the focus; 「ログインしたままにする」 asks the server again and extends the session', async () => {
    // The server's answer: a session about to end, until the user asks to go on.
    let extended = false;
    const viewer = vi.fn(() => (extended ? viewerEndingIn(1800, 1800) : viewerEndingIn(20, 60)));
    renderApp('/topPage', { loginInfo: {}, resolvers: { Query: { viewer } } });
    const dialog = await screen.findByRole('alertdialog', { name: 'まもなくログアウトします' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(description).toMatch(/^一定時間サーバーへの保存などがないため、\d\d:\d\dに自動的にログアウトします。続けて利用する場合は/);
    expect(within(dialog).getByRole('timer').textContent).toMatch(/^残り \d+秒$/);
    const keepGoing = within(dialog).getByRole('button', { name: 'ログインしたままにする' });
    await waitFor(() => expect(document.activeElement).toBe(keepGoing));
    // The page behind (the header and the content) cannot be reached meanwhile.
    const parts = [...document.querySelectorAll('.app-content')];
    expect(parts.length).toBe(2);
    expect(parts.every((part) => part.hasAttribute('inert'))).toBe(true);

    const callsBefore = viewer.mock.calls.length;
    extended = true;
    fireEvent.click(keepGoing);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(viewer.mock.calls.length).toBe(callsBefore + 1);
    expect(Date.parse((readStoredLoginInfo() as LoginInfo).expiresAt)).toBeGreaterThan(Date.now() + 60_000);
    expect(parts.some((part) => part.hasAttribute('inert'))).toBe(false);
    // The focus goes back into the page, not to its body.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  });

  it('Esc keeps the session too: answering at all shows the user is there', async () => {
    let extended = false;
    const viewer = vi.fn(() => (extended ? viewerEndingIn(1800, 1800) : viewerEndingIn(20, 60)));
    renderApp('/topPage', { loginInfo: {}, resolvers: { Query: { viewer } } });
    const dialog = await screen.findByRole('alertdialog');
    extended = true;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('「ログアウトする」 in the warning logs out at once', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    const { location } = renderApp('/topPage', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerEndingIn(20, 60) }, Mutation: { logout } },
    });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ログアウトする' }));
    expect(await screen.findByText('ログアウトしました')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('when nobody answers, the session ends: /login says why, for as long as it takes, and leads back to the page', async () => {
    const logout = vi.fn(() => ({ ok: true, error: null }));
    const { location } = renderApp('/accountEdit', {
      loginInfo: {},
      resolvers: { Query: { viewer: () => viewerEndingIn(2, 6) }, Mutation: { logout } },
    });
    expect(await screen.findByRole('alertdialog', { name: 'まもなくログアウトします' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' }, { timeout: 10_000 })).toBeTruthy();
    expect(location()).toBe('/login?returnTo=%2FaccountEdit');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(readStoredLoginInfo()).toBeNull();
    // In the page, not in a notice that goes away by itself.
    const reason = screen.getByText('一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。');
    expect(reason.closest('main')).toBeTruthy();
    expect(screen.getByText('ログインすると、表示していたページに戻ります。')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'お知らせ' }).textContent).toBe('');
  });

  it('stays away from a stored session that another tab extended', async () => {
    renderApp('/topPage', { loginInfo: {}, resolvers: { Query: { viewer: () => viewerEndingIn(20, 60) } } });
    await screen.findByRole('alertdialog');
    act(() => writeLoginInfo(loginInfoFromViewer(viewerEndingIn(1800, 1800) as never)));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
