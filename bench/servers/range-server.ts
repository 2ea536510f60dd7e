// Bench: the breached-password range service the account service asks at every sign-in (Have I Been
// Pwned's k-anonymity protocol), as a process of its own like the operator's would be, seeded from the
// common-password list.
import { startRangeServer } from '../../src/account-service/login/risk/range-server';

const server = await startRangeServer({ port: Number(process.env.PORT ?? 0) });
console.log(`READY ${server.url}`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
