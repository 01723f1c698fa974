import { once } from 'node:events';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../shared/contracts/objects';
import { ConfigError, loadConfig } from '../env';
import { clientKey } from './client-key';
import { hardConnectionCap, refusalRoom } from './connection-caps';
import { applyServerLimits, checkingIntervalFor, checkServerLimits } from './server-limits';

describe('server limits', () => {
  it('defaults: headers within 15 s, connections capped below the usual 1,024 descriptors', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HEADERS_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 300_000,
      KEEP_ALIVE_TIMEOUT_MS: 10_000,
      MAX_CONNECTIONS: 500,
      MAX_CONNECTIONS_PER_CLIENT: 50,
      BODY_IDLE_TIMEOUT_MS: 30_000,
      BODY_MIN_BYTES_PER_SECOND: 1000,
    });
    expect(() => checkServerLimits(config)).not.toThrow();
  });

  it('lets the largest upload through on a 1 Mbit/s link before the request limit', () => {
    const seconds = (MAX_DOCUMENT_BYTES * 8) / 1_000_000;
    expect(seconds * 1000).toBeLessThan(loadConfig({}).REQUEST_TIMEOUT_MS);
  });

  it('asks an upload body for far less than a 0.7 Mbit/s link sends', () => {
    const bytesPerSecond = 700_000 / 8;
    expect(loadConfig({}).BODY_MIN_BYTES_PER_SECOND * 50).toBeLessThan(bytesPerSecond);
  });

  it('stops boot, naming both settings, when headers may take longer than the whole request', () => {
    const config = loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' });
    expect(() => checkServerLimits(config)).toThrow(ConfigError);
    expect(() => checkServerLimits(config)).toThrow(/HEADERS_TIMEOUT_MS.*REQUEST_TIMEOUT_MS/);
  });

  it.each([
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS'],
    [{ HEADERS_TIMEOUT_MS: 'soon' }, 'HEADERS_TIMEOUT_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '-1' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS_PER_CLIENT: '0' }, 'MAX_CONNECTIONS_PER_CLIENT'],
    [{ BODY_IDLE_TIMEOUT_MS: '50' }, 'BODY_IDLE_TIMEOUT_MS'],
    [{ BODY_MIN_BYTES_PER_SECOND: '1.5' }, 'BODY_MIN_BYTES_PER_SECOND'],
  ])('refuses %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('sets the Node server, and checks deadlines often enough to keep them', () => {
    const server = createServer();
    applyServerLimits(server, loadConfig({}));
    expect(server).toMatchObject({
      headersTimeout: 15_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 10_000,
      // MAX_CONNECTIONS are served and 100 more answered 503; Node's own cap is the backstop.
      maxConnections: hardConnectionCap(500),
      connectionsCheckingInterval: 1000,
    });
    expect(refusalRoom(500)).toBe(100);
    expect(refusalRoom(5)).toBe(64);
    expect(hardConnectionCap(500)).toBe(700);
    expect(checkingIntervalFor(1500)).toBe(150);
  });

  it('refuses a server already listening (Node has read the checking interval by then)', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      expect(() => applyServerLimits(server, loadConfig({}))).toThrow(/before listen/);
    } finally {
      server.close();
    }
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::7', '2001:db8:1:2::/64'],
    ['2001:db8::1.2.3.4', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as the client %s (a whole IPv6 /64 is one subscriber)', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
