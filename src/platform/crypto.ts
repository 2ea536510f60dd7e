import { hash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => hash('sha256', value, 'buffer');

/** Compares two secrets without leaking their length or common prefix through timing. */
export function constantTimeEquals(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** The same comparison against one secret known in advance (a service token), whose digest is made once. */
export function constantTimeEqualsTo(secret: string): (candidate: string) => boolean {
  const expected = digest(secret);
  return (candidate) => timingSafeEqual(digest(candidate), expected);
}
