// The key of a viewer's prefetched field run (viewer-prefetch.ts): one per type, field and arguments.
import { describe, expect, it } from 'vitest';
import { prefetchKey } from '../../src/gateway/context';

describe('prefetchKey', () => {
  it('tells types apart, and arguments at every depth, whatever their order', () => {
    expect(prefetchKey('Viewer', 'activity', { first: 5 })).not.toBe(prefetchKey('AdminAccountDetail', 'activity', { first: 5 }));
    expect(prefetchKey('Viewer', 'f', { input: { x: 1 } })).not.toBe(prefetchKey('Viewer', 'f', { input: { x: 2 } }));
    expect(prefetchKey('Viewer', 'f', { a: 1, b: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(prefetchKey('Viewer', 'f', { b: { c: null, d: [1, { e: 3, f: 2 }] }, a: 1 }));
    expect(prefetchKey('Viewer', 'f', { first: 5, after: undefined })).toBe(prefetchKey('Viewer', 'f', { first: 5 }));
    expect(prefetchKey('Viewer', 'f', { after: null })).not.toBe(prefetchKey('Viewer', 'f', {}));
  });
});
