// npm run test:timing (issue 25): runs what `npm test` runs — lint, type checks, then every Vitest
// project — timing each, and prints where the time went: the phases of `npm test`, each project's
// files by phase (summed over the workers, so more than the wall time), and the slowest files.
// `--report FILE` prints a report written before (PORTAL_TEST_TIMING=FILE npx vitest run) without
// running anything.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TimingRow } from '../tests/helpers/timing-reporter';

const root = resolve(import.meta.dirname, '..');
const reportAt = process.argv.includes('--report') ? resolve(process.argv[process.argv.indexOf('--report') + 1] ?? '') : resolve(root, '.cache/test-timing.json');

/** Runs a phase, its output shown (a failure says why), and times it. */
function timed(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): { label: string; seconds: number; ok: boolean } {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  return { label, seconds: (performance.now() - started) / 1000, ok: run.status === 0 };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

let phases: Array<{ label: string; seconds: number; ok: boolean }> = [];
if (!process.argv.includes('--report')) {
  phases = [
    timed('lint (eslint .)', 'npm', ['run', '--silent', 'lint']),
    timed('type checks (tsc, 3 projects)', 'npm', ['run', '--silent', 'typecheck']),
    timed('vitest run (all projects)', 'npx', ['vitest', 'run'], { PORTAL_TEST_TIMING: reportAt }),
  ];
  console.log('\n## npm test, by phase (wall time)\n');
  console.log('| phase | seconds | passed |\n| --- | ---: | --- |');
  for (const p of phases) console.log(`| ${p.label} | ${p.seconds.toFixed(1)} | ${p.ok ? 'yes' : 'NO'} |`);
  console.log(`| **total** | **${phases.reduce((n, p) => n + p.seconds, 0).toFixed(1)}** | |`);
}

const rows = JSON.parse(readFileSync(reportAt, 'utf8')) as TimingRow[];
const total = (r: TimingRow) => r.environmentMs + r.prepareMs + r.importMs + r.setupMs + r.testsMs;
console.log('\n## Vitest, by project and phase (seconds summed over the workers)\n');
console.log('| project | files | tests | environment | prepare | import | setup | tests and hooks | total |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const project of [...new Set(rows.map((r) => r.project))].sort()) {
  const own = rows.filter((r) => r.project === project);
  const sum = (f: (r: TimingRow) => number) => seconds(own.reduce((n, r) => n + f(r), 0));
  console.log(`| ${project} | ${own.length} | ${own.reduce((n, r) => n + r.tests, 0)} | ${sum((r) => r.environmentMs)} | ${sum((r) => r.prepareMs)} | ${sum((r) => r.importMs)} | ${sum((r) => r.setupMs)} | ${sum((r) => r.testsMs)} | ${sum(total)} |`);
}
console.log('\n## The 25 slowest files\n');
console.log('| file | project | tests | import | tests and hooks | total |\n| --- | --- | ---: | ---: | ---: | ---: |');
for (const r of [...rows].sort((a, b) => total(b) - total(a)).slice(0, 25)) {
  console.log(`| ${r.file} | ${r.project} | ${r.tests} | ${seconds(r.importMs)} | ${seconds(r.testsMs)} | ${seconds(total(r))} |`);
}
if (phases.some((p) => !p.ok)) process.exitCode = 1;
