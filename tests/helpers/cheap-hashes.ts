// Server and journey suites: argon2 at a cheap cost, since what it costs is not what they test.
// tests/account-service/password-hash.test.ts proves the production parameters.
import { useCheapHashesForTests } from '../../src/account-service/lib/password';

useCheapHashesForTests();
