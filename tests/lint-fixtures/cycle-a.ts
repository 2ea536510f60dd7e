// A deliberate import cycle with cycle-b.ts: tests/contracts/lint-rules.test.ts proves lint refuses it.
import { b } from './cycle-b';

export const a = (): string => `a${b.length}`;
