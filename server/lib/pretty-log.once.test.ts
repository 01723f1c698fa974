import { describe, expect, it } from 'vitest';
import { logFormat, prettyLogFormatter, prettyLogStream } from './pretty-log';

const at = Date.UTC(2026, 10, 24, 15, 4, 5);
const json = (line: object) => JSON.stringify({ level: 30, time: at, ...line });

describe('pretty log lines', () => {
  it('print one line per request, when it completes, with status, method, address and time', () => {
    const format = prettyLogFormatter({ colors: false });
    expect(
      format(
        json({ reqId: 'a', msg: 'incoming request', req: { method: 'GET', url: '/api/jobs' } }),
      ),
    ).toBeNull();
    const done = format(
      json({ reqId: 'a', msg: 'request completed', res: { statusCode: 200 }, responseTime: 14.2 }),
    );
    expect(done).toMatch(/^\d\d:\d\d:\d\d {2}200 GET \/api\/jobs 14 ms$/);
  });

  it('show other lines as level and message, an error with its stack below', () => {
    const format = prettyLogFormatter({ colors: false });
    expect(format(json({ msg: 'shut down cleanly' }))).toMatch(
      /^\d\d:\d\d:\d\d {2}INFO {2}shut down cleanly$/,
    );
    const failed = format(
      json({
        level: 50,
        msg: 'session sweep failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(failed?.split('\n')).toEqual([
      expect.stringMatching(/ERROR session sweep failed$/),
      'Error: boom',
      '    at x',
    ]);
  });

  it('pass through text that is not JSON and forget requests once they complete', () => {
    const written: string[] = [];
    const stream = prettyLogStream(
      { write: (text: string) => written.push(text) },
      { colors: false },
    );
    stream.write(
      `plain text\n${json({ reqId: 'b', msg: 'incoming request', req: { method: 'POST', url: '/api/auth/login' } })}\n`,
    );
    stream.write(`${json({ reqId: 'b', msg: 'request completed', res: { statusCode: 401 } })}\n`);
    stream.write(`${json({ reqId: 'b', msg: 'request completed', res: { statusCode: 401 } })}\n`);
    expect(written).toEqual([
      'plain text\n',
      expect.stringMatching(/ 401 POST \/api\/auth\/login\n$/),
      expect.stringMatching(/ 401 \(request\)\n$/),
    ]);
  });

  it('are chosen in a terminal outside production; pipes and production get JSON', () => {
    expect(logFormat(undefined, 'development', true)).toBe('pretty');
    expect(logFormat(undefined, 'development', false)).toBe('json');
    expect(logFormat(undefined, 'production', true)).toBe('json');
    expect(logFormat('pretty', 'production', false)).toBe('pretty');
    expect(logFormat('json', 'development', true)).toBe('json');
  });
});
