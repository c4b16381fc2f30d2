/**
 * A Vitest reporter for CI (`.ci/run` passes `--retry=1` with it): each test that failed and then passed on
 * its retry is written, one per line, to the file named by VITEST_FLAKY_FILE, so the closing summary names
 * it. A flaky test passes the run but is never hidden.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const file = process.env.VITEST_FLAKY_FILE;
    if (!file || !testCase.diagnostic()?.flaky) return;
    appendFileSync(file, `${testCase.module.moduleId}: ${testCase.fullName}\n`);
  }
}
