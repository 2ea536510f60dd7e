// Gateway-side checks of inputs, mirroring the REST contract's limits, so that input the account
// service would refuse anyway costs no REST call and names the GraphQL field at fault.
import { z } from 'zod';
import type { UserError } from '../generated/resolvers';

/** A string of min..max characters, counted as the contract's JSON Schema counts them (code points). */
export const chars = (min: number, max: number) =>
  z.string().refine((value) => {
    // The UTF-16 length bounds the code-point count from above and from below (at most 2 units each).
    if (value.length < min || value.length > 2 * max) return false;
    const count = [...value].length;
    return count >= min && count <= max;
  });

type Fields = Record<string, z.ZodType<string>>;

/** A checker of some named fields: the first field that fails, as a UserError; null when all pass. */
export function fieldChecker<F extends Fields>(fields: F) {
  return (input: Partial<Record<keyof F & string, string | null | undefined>>): UserError | null => {
    for (const [name, value] of Object.entries(input) as [keyof F & string, string | null | undefined][]) {
      if (value === undefined || value === null) continue;
      // The UserError names the field only; the value (a password, a token) is never echoed.
      if (!fields[name]!.safeParse(value).success) return { code: 'VALIDATION_FAILED', field: name };
    }
    return null;
  };
}
