// The accessibility statement (/accessibility, issue 24): linked from the footer, in the form of
// JIS X 8341-3:2016 (level AA, date, pages, method, results, exceptions), in both languages; its results
// table is the committed file the e2e run writes (tests/e2e/accessibility-results.test.ts).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityResults } from '../../src/app/features/accessibility/results';
import { renderApp } from './render-app';

describe('/accessibility', () => {
  it('is linked from the footer and states the level, date, pages, method, results and exceptions', async () => {
    const { location } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'アクセシビリティ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ウェブアクセシビリティ方針と試験結果' })).toBeTruthy();
    expect(location()).toBe('/accessibility');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['方針', '対応規格と目標とする適合レベル', '試験日', '対象ページ', '試験方法', '試験結果', '既知の例外', 'お問い合わせ']);
    expect(screen.getByText(/目標とする適合レベル：AA/)).toBeTruthy();
    expect(screen.getByText(/JIS X 8341-3:2016/)).toBeTruthy();

    // One row per page of the run, with its counts in both languages.
    const table = screen.getByRole('region', { name: 'ページごとの試験結果' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(accessibilityResults.pages.length);
    expect(rows.length).toBeGreaterThan(10);
    expect(within(table).getByRole('rowheader', { name: 'ウェブアクセシビリティ方針と試験結果（ログイン後）' })).toBeTruthy();
    const widths = accessibilityResults.widths.length;
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([`問題なし（${widths} 幅）`, `問題なし（${widths} 幅）`]);
    const [year, month, day] = accessibilityResults.measuredOn.split('-').map(Number);
    expect(screen.getByText(`${year}年${month}月${day}日（結果が最後に変わった日）`)).toBeTruthy();
  });

  it('reads in English too', async () => {
    renderApp('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'ウェブアクセシビリティ方針と試験結果' });
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Web accessibility policy and test results' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Results by page' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Known exceptions' })).toBeTruthy();
  });
});
