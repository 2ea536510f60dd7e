// Gateway-side checks of login inputs (limits of schema/account-api.yaml; see inputs.ts).
import { z } from 'zod';
import { chars, fieldChecker } from './inputs';

export const attemptIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const checkInput = fieldChecker({
  loginId: chars(1, 254),
  password: chars(1, 1024),
  code: chars(1, 32),
  recoveryCode: chars(1, 64),
  attemptId: attemptIdSchema,
});
