import type { Reporter, TestCase } from 'vitest/node';

/** An error's first lines on one line of the log, short enough to read beside the others (without Storybook's link to the story). */
export const summaryOf = (message: string) =>
  message
    .split('\n')
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes, which a log file keeps as text
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter((line) => line && !line.startsWith('Click to debug the error directly in Storybook'))
    .slice(0, 8)
    .join(' ⏎ ')
    .slice(0, 800);

/** What the log says of a test that needed more than one run: each failed run's errors. */
export function retryReport(name: string, state: 'passed' | 'failed', errors: ReadonlyArray<{ message?: string; stack?: string }>) {
  const outcome = state === 'passed' ? 'passed on a later run' : 'failed every run';
  const lines = errors.map((error) => `  ${summaryOf(error.message || error.stack?.split('\n')[0] || '(no message)')}`);
  return [`Retried: "${name}" ${outcome}; what failed:`, ...lines].join('\n');
}

/**
 * The default reporter marks a test that passed on its retry "(retry x1)" and keeps nothing of why
 * its first run failed; a failure that shows once in many runs can then never be read. This one
 * prints it, from the test's result (which keeps every run's errors), so that it reaches the log
 * whatever the failure was: the play function, a hook, the picture or the browser itself.
 */
export class RetriedTestsReporter implements Reporter {
  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.retryCount) return;
    const result = test.result();
    if (result.state !== 'passed' && result.state !== 'failed') return;
    console.warn(retryReport(test.fullName, result.state, result.errors ?? []));
  }
}
