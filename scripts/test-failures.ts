// The names of the tests that failed, read from vitest's and Playwright's JSON reports, for
// the end of `npm test`'s output (scripts/test.ts): CI shows only the end, where a phase's
// own failure report has long scrolled out of sight.
import { relative } from 'node:path';

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

/** Each failed test by file and full name, and each file that failed outside its tests. */
export function failedVitestTests(report: VitestReport | null, root: string): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed to load has no test to name.
    if (failed.length === 0)
      return file.message ? [`vitest ${where}: ${firstLine(file.message)}`] : [];
    return failed.map(
      (test) => `vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/**
 * The journeys in a file's suite that failed or passed only on a retry (both count as
 * failures), named by their describe blocks' titles and their own.
 */
export function failedJourneys(suite: PlaywrightSuite, describes: string[] = []): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const error = test.results.find((result) => result.error)?.error?.message;
        const name = [...describes, spec.title].join(' › ');
        return `journey [${test.projectName}] ${spec.file}:${spec.line} › ${name} (${test.status}): ${firstLine(error)}`;
      }),
  );
  const below = (suite.suites ?? []).flatMap((child) =>
    failedJourneys(child, [...describes, child.title]),
  );
  return [...own, ...below];
}

/** A failure message's first line without terminal colours, kept short. */
export function firstLine(message: string | undefined) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are the point
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim();
  const line = plain.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
