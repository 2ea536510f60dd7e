// The error scenarios of mock mode reach every ErrorCode of the schema, with sensible hints.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCodesOf, forcedError, scenarioCodesByOperation, type MockOperation } from '../../src/app/mocks/mock-scenarios';

const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../schema/gateway.graphql'), 'utf8'));
const operations = Object.keys(scenarioCodesByOperation) as MockOperation[];

describe('mock error scenarios', () => {
  it('read the codes from the schema, and each one is answered by some operation', () => {
    const codes = errorCodesOf(schema);
    expect(codes).toContain('INVALID_CREDENTIALS');
    for (const code of codes) {
      expect(operations.some((operation) => forcedError(code, operation)), code).toBe(true);
    }
  });

  it('name only operations of the schema', () => {
    const fields = { ...schema.getQueryType()?.getFields(), ...schema.getMutationType()?.getFields() };
    for (const operation of operations) expect(fields[operation], operation).toBeTruthy();
  });

  it('carry the hints the messages need', () => {
    expect(forcedError('TOO_MANY_REQUESTS', 'login')).toMatchObject({ retryAfterSeconds: 30 });
    expect(forcedError('RESEND_TOO_SOON', 'resendLoginCode')).toMatchObject({ retryAfterSeconds: 45 });
    expect(forcedError('INVALID_CODE', 'verifyLoginCode')).toMatchObject({ attemptsRemaining: 2 });
    expect(forcedError('PASSWORD_TOO_SHORT', 'changePassword')).toMatchObject({ field: 'newPassword' });
    expect(forcedError('INVALID_CREDENTIALS', 'updateAccount')).toBeNull();
    expect(forcedError(null, 'login')).toBeNull();
  });
});
