// `npm run bench:admin -- --accounts N [options]`: see bench/admin/bench.ts. `--clear-cache` deletes the
// seeded databases this bench keeps (data/bench/admin-search-*, PostgreSQL bench_admin_*).
import { benchAdminSearch } from './bench';

try {
  await benchAdminSearch(process.argv.slice(2));
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
