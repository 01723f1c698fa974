import { describe, expect, it } from 'vitest';
import { failedJourneys, failedVitestTests, type PlaywrightSuite } from './test-failures';

describe('the failed tests named at the end of npm test', () => {
  it('names each failed vitest test by file, full name and its message’s first line', () => {
    const names = failedVitestTests(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/server/a.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              {
                status: 'failed',
                fullName: 'a › keeps the page',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at …',
                ],
              },
            ],
          },
          { name: '/repo/server/b.test.ts', message: 'Cannot find module x', assertionResults: [] },
          {
            name: '/repo/server/c.test.ts',
            assertionResults: [{ status: 'passed', fullName: 'c' }],
          },
        ],
      },
      '/repo',
    );
    expect(names).toEqual([
      'vitest server/a.test.ts › a › keeps the page: AssertionError: expected 2 to be 1',
      'vitest server/b.test.ts: Cannot find module x',
    ]);
    expect(failedVitestTests(null, '/repo')).toEqual([]);
  });

  it('names each failed or flaky journey with its describe blocks and project', () => {
    const file: PlaywrightSuite = {
      title: 'e2e/jobs.spec.ts',
      specs: [
        {
          title: 'top level',
          file: 'e2e/jobs.spec.ts',
          line: 3,
          tests: [{ projectName: 'chromium', status: 'expected', results: [{}] }],
        },
      ],
      suites: [
        {
          title: 'Job board',
          suites: [
            {
              title: '360 px',
              specs: [
                {
                  title: 'fits',
                  file: 'e2e/jobs.spec.ts',
                  line: 40,
                  tests: [
                    {
                      projectName: 'chromium',
                      status: 'flaky',
                      results: [{ error: { message: 'Timeout 5000ms exceeded.\nCall log' } }, {}],
                    },
                  ],
                },
              ],
            },
          ],
          specs: [
            {
              title: 'posts',
              file: 'e2e/jobs.spec.ts',
              line: 12,
              tests: [{ projectName: 'approval', status: 'unexpected', results: [{}] }],
            },
          ],
        },
      ],
    };
    expect(failedJourneys(file)).toEqual([
      'journey [approval] e2e/jobs.spec.ts:12 › Job board › posts (unexpected): ',
      'journey [chromium] e2e/jobs.spec.ts:40 › Job board › 360 px › fits (flaky): Timeout 5000ms exceeded.',
    ]);
  });

  it('keeps a long message to its first 200 characters', () => {
    const [name] = failedVitestTests(
      {
        numPassedTests: 0,
        numFailedTests: 1,
        testResults: [
          {
            name: '/r/x.test.ts',
            assertionResults: [
              { status: 'failed', fullName: 'x', failureMessages: ['y'.repeat(500)] },
            ],
          },
        ],
      },
      '/r',
    );
    expect(name).toBe(`vitest x.test.ts › x: ${'y'.repeat(200)}…`);
  });
});
