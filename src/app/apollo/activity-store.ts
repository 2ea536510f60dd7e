// What the loading overlay waits for, kept apart from the link that counts it (activity-link.ts) so
// that the layout reads it before Apollo's code is loaded.

/** A query counts as slow, and shows the loading overlay, after this many milliseconds. */
export const slowQueryDelayMs = 600;

/** How many operations the loading overlay is waiting for. */
export interface ActivityStore {
  subscribe: (listener: () => void) => () => void;
  getBusyCount: () => number;
}

export interface ActivityCounter extends ActivityStore {
  change: (delta: number) => void;
}

export function createActivityCounter(): ActivityCounter {
  let busy = 0;
  const listeners = new Set<() => void>();
  return {
    change(delta) {
      busy += delta;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBusyCount: () => busy,
  };
}
