import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';

const accepted =
  '入力されたアカウントが見つかった場合は、パスワード再設定用のメールを送信しました。メールのリンクから30分以内に手続きしてください。';

function noError() {
  return { accepted: true, error: null };
}

async function submit(value: string) {
  fireEvent.change(await screen.findByLabelText('ログインIDまたはメールアドレス'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '再設定用のメールを送信' }));
}

describe('password reissue page', () => {
  it('is reached from the login page', async () => {
    const { location } = renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'パスワードをお忘れの方' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeTruthy();
    expect(location()).toBe('/passwordReissue');
  });

  it.each(['hanako', 'nobody-at-all@example.jp'])(
    'answers %s with the same confirmation in place of the form, and links back to login',
    async (input) => {
      const requestPasswordReissue = vi.fn((_parent: unknown, _args: Record<string, unknown>) => noError());
      renderApp('/passwordReissue', { resolvers: { Mutation: { requestPasswordReissue } } });
      await submit(`  ${input}  `);

      // Announced: the text lands in a status region that was there before the answer came.
      expect((await screen.findByText(accepted)).closest('[role="status"]')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '再設定用のメールを送信' })).toBeNull();
      expect(screen.queryByLabelText('ログインIDまたはメールアドレス')).toBeNull();
      expect(screen.getByRole('link', { name: 'ログイン画面に戻る' }).getAttribute('href')).toBe('/login');
      expect(requestPasswordReissue.mock.calls[0]?.[1]).toEqual({ input: { loginId: input } });
    },
  );

  it('validates at the field before asking the server', async () => {
    const requestPasswordReissue = vi.fn((_parent: unknown, _args: Record<string, unknown>) => noError());
    renderApp('/passwordReissue', { resolvers: { Mutation: { requestPasswordReissue } } });
    await submit('   ');
    const field = screen.getByLabelText('ログインIDまたはメールアドレス');
    expect(await screen.findByText('ログインIDまたはメールアドレスを入力してください')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'ログインIDまたはメールアドレスを入力してください',
    );

    await submit('a'.repeat(255));
    expect(await screen.findByText('254文字以内で入力してください')).toBeTruthy();
    expect(requestPasswordReissue).not.toHaveBeenCalled();
  });

  it('shows the server\'s field error at the field and throttling at the form', async () => {
    let calls = 0;
    renderApp('/passwordReissue', {
      resolvers: {
        Mutation: {
          requestPasswordReissue: () => {
            calls += 1;
            return calls === 1
              ? { accepted: false, error: { code: 'VALIDATION_FAILED', field: 'loginId', retryAfterSeconds: null, attemptsRemaining: null } }
              : { accepted: false, error: { code: 'TOO_MANY_REQUESTS', field: null, retryAfterSeconds: 60, attemptsRemaining: null } };
          },
        },
      },
    });
    await submit('hanako');
    expect(await screen.findByText('入力内容を確認してください')).toBeTruthy();
    expect(screen.getByLabelText('ログインIDまたはメールアドレス').getAttribute('aria-invalid')).toBe('true');

    await submit('hanako');
    const alert = await screen.findByText('操作が多すぎます。60秒後にもう一度お試しください。');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(accepted)).toBeNull();
  });
});
