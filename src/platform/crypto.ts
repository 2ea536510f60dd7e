import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets without leaking their length or common prefix through timing. */
export function constantTimeEquals(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}
