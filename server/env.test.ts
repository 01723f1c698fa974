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

describe('the startup banner', () => {
  it('names the address, the data and where mail goes', async () => {
    const { startupBanner } = await import('./startup-banner');
    const files = startupBanner(loadConfig({ DATA_DIR: '/srv/rt' }));
    expect(files).toBe(
      'Roundtable starting at http://localhost:5000 · database: embedded PostgreSQL in /srv/rt/pglite · files: /srv/rt/objects · mail: .eml files in /srv/rt/mail',
    );
    const smtp = startupBanner(
      loadConfig({ DATA_DIR: '/srv/rt', SMTP_URL: 'smtps://user:secret@mail.example.com:465' }),
    );
    expect(smtp).toContain('mail: SMTP at mail.example.com:465');
    expect(smtp).not.toContain('secret');
  });
});

describe('mail settings', () => {
  it.each([
    ['SMTP_URL', 'http://mail.example.com', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'not a url', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['MAIL_FROM', 'two@example.com, three@example.com', 'MAIL_FROM: must be an e-mail address'],
    ['MAIL_FROM', 'Roundtable', 'MAIL_FROM: must be an e-mail address'],
    ['ADMIN_EMAILS', 'ops@example.com, not-an-address', 'ADMIN_EMAILS must be e-mail addresses'],
  ])('%s=%s stops the server naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('takes a name and address as the sender', () => {
    const config = loadConfig({ MAIL_FROM: 'Roundtable Houston <hello@roundtable.example>' });
    expect(config.MAIL_FROM).toBe('Roundtable Houston <hello@roundtable.example>');
  });
});
