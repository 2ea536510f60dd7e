import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Files of this project that run on Node (`// @vitest-environment node`) have no DOM to tidy.
const hasDom = typeof window !== 'undefined';

// jsdom does not lay out or scroll; the portal only needs the calls to succeed.
if (hasDom) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(window.scrollTo).mockClear();
});
