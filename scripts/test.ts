// npm test: the lint and the type checks run beside Vitest instead of before it. The suites spend much
// of their time waiting (on PostgreSQL, Chromium, timers): on this project's 2-core machine a run
// kept the cores ~60 % busy, so the ~40 s of eslint and tsc fit in its gaps. Their output is held
// and printed once Vitest is done, so it never interleaves with Vitest's; any failure fails the run.
// Arguments go to Vitest (`npm test -- tests/app`).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

interface Outcome {
  label: string;
  code: number;
  output: string;
}

/** Runs a command, its output held (or shown as it comes), and resolves with its exit code. */
function run(label: string, command: string, args: string[], hold: boolean): Promise<Outcome> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ label, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => done({ label, code: code ?? (signal ? 1 : 0), output }));
  });
}

const checks = [run('lint (eslint .)', 'npm', ['run', '--silent', 'lint'], true), run('type checks (tsc, 3 projects)', 'npm', ['run', '--silent', 'typecheck'], true)];
const vitest = await run('vitest run', 'npx', ['vitest', 'run', ...process.argv.slice(2)], false);
const outcomes = [...(await Promise.all(checks)), vitest];
for (const { label, code, output } of outcomes.slice(0, 2)) {
  console.log(`\n${label}: ${code === 0 ? 'passed' : 'FAILED'}`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = outcomes.filter((o) => o.code !== 0).map((o) => o.label);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
