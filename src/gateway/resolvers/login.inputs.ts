// Gateway-side checks of login inputs, mirroring the REST contract's limits, so that input the
// account service would refuse anyway costs no REST call and names the GraphQL field at fault.
import { z } from 'zod';
import type { UserError } from '../generated/resolvers';

export const attemptIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const fields = {
  loginId: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
  code: z.string().min(1).max(32),
  attemptId: attemptIdSchema,
};

type Field = keyof typeof fields;

/** The first field that fails, as a UserError; null when all pass. */
export function checkInput(input: Partial<Record<Field, string | null | undefined>>): UserError | null {
  for (const [name, value] of Object.entries(input) as [Field, string | null | undefined][]) {
    if (value === undefined || value === null) continue;
    if (!fields[name].safeParse(value).success) return { code: 'VALIDATION_FAILED', field: name };
  }
  return null;
}
