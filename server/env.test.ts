import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('gives Houston defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      COMMUNITY_CITY: 'Houston',
      COMMUNITY_TIME_ZONE: 'America/Chicago',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ CONTACT_EMAIL: 'nope' }, 'CONTACT_EMAIL'],
    [{ OIDC_ISSUER_URL: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ COMMUNITY_TIME_ZONE: 'Mars/Olympus' }, 'COMMUNITY_TIME_ZONE'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
