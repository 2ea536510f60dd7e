import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A user waits for a page a few seconds, not one: the suites run three at a time on two cores.
configure({ asyncUtilTimeout: 5000 });

// Files of this project that run on Node (`// @vitest-environment node`) have no DOM to tidy.
const hasDom = typeof window !== 'undefined';

// jsdom does not lay out or scroll; the portal only needs the calls to succeed.
if (hasDom) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Cookies too (the language the portal mirrors into portal_locale): the project's files share one
  // document per worker (isolate: false), so what a test stores must not reach the next file.
  for (const entry of document.cookie.split(/;\s*/)) {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  vi.mocked(window.scrollTo).mockClear();
});
