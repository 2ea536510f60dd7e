// The one form helper every form uses: a server error goes to the field it is about (focused), or to
// the top of the form (focused); anything unexpected is worded too; an ended session leaves.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormError } from '../../src/app/components/ui/form-error';
import { TextField } from '../../src/app/components/ui/text-field';
import { UnexpectedAnswerError, usePortalForm, type SubmitOutcome } from '../../src/app/forms/use-portal-form';

const schema = z.object({ currentPassword: z.string().check(z.minLength(1, { error: '入力してください' })), newEmail: z.string() });
type Values = z.infer<typeof schema>;

function ProbeForm({ answer }: { answer: () => Promise<SubmitOutcome> }) {
  const { form, formError, submit } = usePortalForm<Values>({ schema, defaultValues: { currentPassword: '', newEmail: '' } });
  const onSubmit = submit(answer);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError.message} focusSignal={formError.focusSignal} />
      <TextField label="現在のパスワード" registration={form.register('currentPassword')} error={form.formState.errors.currentPassword?.message} type="password" />
      <TextField label="新しいメールアドレス" registration={form.register('newEmail')} error={form.formState.errors.newEmail?.message} type="email" />
      <button type="submit">送信</button>
    </form>
  );
}

/** A form whose schema loads on first use (as /login's), from a loader that fails the first time. */
function LazyForm({ sent }: { sent: (values: Values) => void }) {
  const [schemaSource] = useState(() => {
    let calls = 0;
    return () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(schema));
  });
  const { form, formError, submit } = usePortalForm<Values>({ schema: schemaSource, defaultValues: { currentPassword: '', newEmail: '' } });
  const onSubmit = submit(async (values) => sent(values));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError.message} focusSignal={formError.focusSignal} />
      <TextField label="現在のパスワード" registration={form.register('currentPassword')} error={form.formState.errors.currentPassword?.message} type="password" />
      <button type="submit" disabled={form.formState.isSubmitting}>
        送信
      </button>
    </form>
  );
}

function Where() {
  return <output aria-label="where">{useLocation().pathname + useLocation().search}</output>;
}

function renderForm(answer: () => Promise<SubmitOutcome>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ProbeForm answer={answer} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <IntlProvider locale="ja" defaultLocale="ja" messages={{}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: 'secret password' } });
  fireEvent.click(screen.getByRole('button', { name: '送信' }));
}

const focused = (element: HTMLElement) => expect(document.activeElement).toBe(element);
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('usePortalForm', () => {
  it('puts an error about one input at that input and moves the focus there', async () => {
    renderForm(async () => ({ error: { code: 'INVALID_CURRENT_PASSWORD' } }));
    fillAndSubmit();
    const field = screen.getByLabelText('現在のパスワード');
    await waitFor(() => focused(field));
    expect(description(field)).toMatch(/現在のパスワードが正しくありません/);
  });

  it('uses the field the server names when the code says nothing', async () => {
    renderForm(async () => ({ error: { code: 'VALIDATION_FAILED', field: 'newEmail' } }));
    fillAndSubmit();
    await waitFor(() => focused(screen.getByLabelText('新しいメールアドレス')));
  });

  it('puts any other error at the top of the form and moves the focus to it', async () => {
    renderForm(async () => ({ error: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 } }));
    fillAndSubmit();
    const alert = screen.getByRole('alert');
    await waitFor(() => focused(alert));
    expect(alert.textContent).toContain('30秒後');
  });

  it('words an answer with neither result nor error, and a failed request, the same way', async () => {
    renderForm(async () => {
      throw new UnexpectedAnswerError();
    });
    fillAndSubmit();
    await waitFor(() => focused(screen.getByRole('alert')));
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('sends an ended session to the logout page, which says why', async () => {
    renderForm(async () => ({ error: { code: 'UNAUTHENTICATED' } }));
    fillAndSubmit();
    // With the way back to where the user was.
    expect((await screen.findByLabelText('where')).textContent).toBe('/logout?reason=expired&returnTo=%2Fform');
  });

  it('checks the schema first and focuses the first field in error, without calling the action', async () => {
    let called = false;
    renderForm(async () => {
      called = true;
    });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => focused(screen.getByLabelText('現在のパスワード')));
    expect(called).toBe(false);
  });

  it('loads a lazy schema at first use; a failed load sends nothing, says so, and is tried again', async () => {
    const sent = vi.fn();
    const router = createMemoryRouter([{ path: '/form', element: <LazyForm sent={sent} /> }], { initialEntries: ['/form'] });
    render(
      <IntlProvider locale="ja" defaultLocale="ja" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    const button = screen.getByRole('button', { name: '送信' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ただいま処理できません。もう一度お試しください。'));
    expect(sent).not.toHaveBeenCalled();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    // Again: the schema loads this time, and its checks run.
    fireEvent.click(button);
    expect(await screen.findByText('入力してください')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: 'secret password' } });
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ currentPassword: 'secret password', newEmail: '' }));
  });
});
