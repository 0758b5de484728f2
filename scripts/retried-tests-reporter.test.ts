import { describe, expect, it } from 'vitest';
import { retryReport, summaryOf } from './retried-tests-reporter';

describe('the report of a retried test', () => {
  it('says how the test ended and each failed run’s error on a line of its own', () => {
    const report = retryReport('View', 'passed', [{ message: 'expected 7 to have a length of 8' }]);
    expect(report).toBe('Retried: "View" passed on a later run; what failed:\n  expected 7 to have a length of 8');
  });

  it('keeps an error’s first lines without colour codes or Storybook’s link', () => {
    const message =
      '\n\x1b[34mClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/x\x1b[39m\n\nScreenshot does not match\n  12 pixels differ';
    expect(summaryOf(message)).toBe('Screenshot does not match ⏎ 12 pixels differ');
  });

  it('falls back on the stack’s first line when an error has no message', () => {
    const report = retryReport('Default', 'failed', [{ message: '', stack: 'TimeoutError: waited 60000 ms\n    at play' }]);
    expect(report).toContain('failed every run');
    expect(report).toContain('  TimeoutError: waited 60000 ms');
  });
});
