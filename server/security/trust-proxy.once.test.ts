import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

/** The hops a trust rule accepts, for a rule given as a function. */
const trustedHops = (rule: ReturnType<typeof trustProxy>) => {
  if (typeof rule !== 'function') throw new Error(`not a hop rule: ${JSON.stringify(rule)}`);
  return [0, 1, 2, 3].filter((hop) => rule('203.0.113.7', hop));
};

describe('TRUST_PROXY', () => {
  it.each([undefined, '', ' ', 'false', 'FALSE', '0'])('%j trusts no proxy', (value) => {
    expect(trustProxy(value)).toBe(false);
  });

  it.each([
    ['true', [0]],
    ['1', [0]],
    ['2', [0, 1]],
    ['3', [0, 1, 2]],
  ])('%j trusts only the nearest hops %j', (value, hops) => {
    expect(trustedHops(trustProxy(value))).toEqual(hops);
  });

  it('takes a list of proxy addresses, ranges and range names', () => {
    expect(trustProxy(' 10.0.0.0/8, 127.0.0.1 ,fd00::/8, ::1, loopback,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each([
    ['yes', '"yes"'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['10.0.0.1, 300.1.1.1', '"300.1.1.1"'],
    ['10.0.0.0/8/8', '"10.0.0.0/8/8"'],
    ['127.0.0.1,', '""'],
    ['::1/129', '"::1/129"'],
    ['21', 'at most 20 proxies'],
  ])('stops on %j, naming TRUST_PROXY and %s', (value, detail) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(detail);
  });
});
