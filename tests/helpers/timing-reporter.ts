// A Vitest reporter for `npm run test:timing` (issue 25): where the suite's time goes, file by file and
// phase by phase, written as JSON to PORTAL_TEST_TIMING for scripts/test-timing.ts to print.
// Phases are Vitest's own (TestModule.diagnostic()): the environment (jsdom), the runner's preparation,
// the import of the file with everything it imports (collect), the setup files, and the tests with
// their hooks (a journey's beforeAll starting a portal and Chromium is in the last one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface TimingRow {
  project: string;
  file: string;
  tests: number;
  environmentMs: number;
  prepareMs: number;
  importMs: number;
  setupMs: number;
  testsMs: number;
}

export default class TimingReporter implements Reporter {
  private readonly rows: TimingRow[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    this.rows.push({
      project: module.project.name,
      file: module.relativeModuleId,
      tests: [...module.children.allTests()].length,
      environmentMs: d.environmentSetupDuration,
      prepareMs: d.prepareDuration,
      importMs: d.collectDuration,
      setupMs: d.setupDuration,
      testsMs: d.duration,
    });
  }

  onTestRunEnd(): void {
    const out = process.env.PORTAL_TEST_TIMING;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(this.rows, null, 1));
  }
}
