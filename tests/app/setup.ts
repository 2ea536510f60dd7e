import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom does not lay out or scroll; the portal only needs the calls to succeed.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(window.scrollTo).mockClear();
});
