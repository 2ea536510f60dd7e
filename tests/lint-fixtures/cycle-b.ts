// A deliberate import cycle with cycle-a.ts (see there).
import { a } from './cycle-a';

export const b = (): string => `b${a.length}`;
