// The breakpoint sweep's checks of what a person sees at one width: nothing scrolls sideways (the page
// or a box in it), no notice, dialog or panel covers a control, and the header's controls each keep to
// one line, apart from each other. Run in the page, so they see the layout the browser drew.
import type { Page } from 'playwright-core';
import { OUTDATED_BUILD_EVENT } from '../../../src/app/apollo/gateway-http-link';

/** The closest the header's controls may come to each other on one row (the review's 8 px). */
export const headerGapPx = 8;

/**
 * Opens a notice the way the app does when the gateway runs a newer release: an error notice, two
 * sentences long, that stays until closed (the worst case for its height), on any page.
 */
export async function openNotice(page: Page): Promise<void> {
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), OUTDATED_BUILD_EVENT);
  await page.locator('.notification').first().waitFor();
}

/** Everything wrong with the layout as drawn now, each said in a line naming the control. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minGap) => {
    const problems: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()} 「${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}」`;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`scrolls sideways (${scrollWidth} > ${window.innerWidth})`);
    // Nor does any box inside it (a table in its card): what is scrolled out of sight is not read.
    for (const el of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${el.tagName.toLowerCase()}.${el.className || '(no class)'} scrolls sideways inside (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }

    // Every control a person can see in the window: a pointer at its centre reaches it, not
    // something drawn over it.
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && el.closest('[inert], [aria-hidden="true"]') === null;
    };
    for (const el of document.querySelectorAll(selector)) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      // null: the point is past the window's edge after all (a fraction of a pixel), where nothing is drawn.
      if (!hit || hit === el || el.contains(hit)) continue;
      const cover = hit.closest('.notification, [role="dialog"], [aria-modal="true"], nav, header, section, div') ?? hit;
      problems.push(`${name(el)} is covered by ${cover.tagName.toLowerCase()}.${cover.className || '(no class)'}`);
    }

    // The header: each control's label on one line, and no two controls on a row closer than the gap.
    const header = document.querySelector('header');
    const headerControls = header ? [...header.querySelectorAll(selector)].filter(shown) : [];
    for (const el of headerControls) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
      if (tops.size > 1) problems.push(`${name(el)} breaks over ${tops.size} lines`);
    }
    for (let i = 0; i < headerControls.length; i++) {
      for (let j = i + 1; j < headerControls.length; j++) {
        const a = headerControls[i]!.getBoundingClientRect();
        const b = headerControls[j]!.getBoundingClientRect();
        const sameRow = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
        const gap = Math.max(b.left - a.right, a.left - b.right);
        if (sameRow && gap < minGap - 0.5) {
          problems.push(`${name(headerControls[i]!)} and ${name(headerControls[j]!)} are ${gap < 0 ? `${Math.round(-gap)} px over each other` : `${gap.toFixed(1)} px apart`}`);
        }
      }
    }
    // The notices are drawn below the header, never over it.
    const notices = document.querySelector('.notifications-list');
    if (header && notices && notices.getBoundingClientRect().height > 0 && notices.getBoundingClientRect().top < header.getBoundingClientRect().bottom - 0.5) {
      problems.push('the notices start above the bottom of the header');
    }
    return problems;
  }, headerGapPx);
}
