import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountServer, userError } from './account-server';
import { readStoredLoginInfo, renderApp } from './render-app';

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

function change(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function openPage(server = accountServer(), locale: 'ja' | 'en' = 'ja') {
  const rendered = renderApp('/accountEdit', { loginInfo: { locale }, resolvers: server.resolvers });
  const title = locale === 'ja' ? 'アカウント情報の編集' : 'Edit account details';
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  const nameLabel = locale === 'ja' ? '氏名' : 'Name';
  await waitFor(() => expect(field(nameLabel).value).toBe('山田 太郎'));
  return { ...rendered, server };
}

describe('/accountEdit', () => {
  it('is filled from the viewer, with the right kinds of input', async () => {
    await openPage();
    expect(field('フリガナ').value).toBe('ヤマダ タロウ');
    expect(screen.getByText('全角カタカナ')).toBeTruthy();
    const phone = field('電話番号（任意）');
    expect(phone.value).toBe('09012345678');
    expect(phone.type).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(field('所属（任意）').value).toBe('経理部');
    const locale = screen.getByRole('combobox', { name: '表示言語' }) as HTMLSelectElement;
    expect(locale.value).toBe('JA');
    expect(within(locale).getAllByRole('option').map((option) => option.textContent)).toEqual(['日本語', 'English']);
  });

  it('saves, puts the answer into the cache and the login info, and says so', async () => {
    const { server } = await openPage();
    change('氏名', '山田 花子');
    change('フリガナ', 'ﾔﾏﾀﾞ ﾊﾅｺ'); // half-width katakana is fine: NFKC makes it full-width
    change('電話番号（任意）', '+81 90-1111-2222');
    change('所属（任意）', '営業部 第二課');
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('アカウント情報を保存しました')).toBeTruthy();
    expect(server.mutations.updateAccount.mock.calls[0]?.[1]).toEqual({
      input: { name: '山田 花子', nameKana: 'ﾔﾏﾀﾞ ﾊﾅｺ', phone: '+81 90-1111-2222', department: '営業部 第二課', locale: 'JA' },
    });
    expect(readStoredLoginInfo()).toMatchObject({ name: '山田 花子', locale: 'ja' });
    // The header greets with the new name; no query was repeated for it.
    expect(await within(screen.getByRole('banner')).findByText('山田 花子さん')).toBeTruthy();
    expect(server.viewer).toHaveBeenCalledTimes(2); // the layout's check and the page's details
  });

  it('shows the checks at their fields in Japanese, without asking the server', async () => {
    const { server } = await openPage();
    change('フリガナ', 'やまだ たろう');
    change('電話番号（任意）', '090-12');
    change('氏名', '   ');
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('フリガナは全角カタカナで入力してください')).toBeTruthy();
    expect(screen.getByText('電話番号の形式が正しくありません')).toBeTruthy();
    expect(screen.getByText('氏名を入力してください')).toBeTruthy();
    expect(field('フリガナ').getAttribute('aria-invalid')).toBe('true');
    expect(server.mutations.updateAccount).not.toHaveBeenCalled();
  });

  it('puts a server code at its field', async () => {
    const server = accountServer({ updateAccount: () => ({ viewer: null, error: userError('PHONE_INVALID', 'phone') }) });
    await openPage(server);
    change('電話番号（任意）', '0120-444-444');
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('電話番号の形式が正しくありません')).toBeTruthy();
    expect(field('電話番号（任意）').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the field errors in English when the locale is en', async () => {
    await openPage(accountServer({}, { locale: 'EN' }), 'en');
    expect(screen.getByLabelText('Name in katakana (furigana)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name in katakana (furigana)'), { target: { value: 'Yamada' } });
    fireEvent.change(screen.getByLabelText('Phone number (optional)'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name in full-width katakana')).toBeTruthy();
    expect(screen.getByText('The phone number is not in a valid format')).toBeTruthy();
  });

  it('switches the interface to English at once, and keeps it after a reload', async () => {
    const { server, unmount } = await openPage();
    fireEvent.change(screen.getByRole('combobox', { name: '表示言語' }), { target: { value: 'EN' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit account details' })).toBeTruthy();
    expect(await screen.findByText('Your account details have been saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(readStoredLoginInfo()).toMatchObject({ locale: 'en' });

    unmount();
    renderApp('/topPage', { resolvers: server.resolvers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Top page' })).toBeTruthy();
  });
});
