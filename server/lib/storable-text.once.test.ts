import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, refuseUnstorableText, UNSTORABLE_TEXT } from './storable-text';

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates in values and keys, at any depth', () => {
    expect(findUnstorableText('a\u0000b')).toBe('');
    expect(findUnstorableText({ title: 'ok', comment: '\ud800' })).toBe('comment');
    expect(findUnstorableText({ a: [{ b: 'x\udfffy' }] })).toBe('a.0.b');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('passes everything PostgreSQL stores, emoji and RTL text included', () => {
    expect(
      findUnstorableText({ t: '😀👩‍👩‍👧‍👦 مرحبا \u202e', n: 1, b: null, l: ['é'] }),
    ).toBeNull();
    expect(findUnstorableText(Buffer.from([0, 0xd8]))).toBeNull();
  });
});

describe('refuseUnstorableText', () => {
  const app = Fastify();
  app.addHook('preValidation', refuseUnstorableText);
  app.post('/echo/:id', async () => ({ ok: true }));

  it('answers 400 in the JSON error shape, naming the place', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/echo/1',
      payload: { bio: 'fine', comment: 'bad\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      message: UNSTORABLE_TEXT,
      issues: [{ path: 'comment', message: UNSTORABLE_TEXT }],
    });
    const param = await app.inject({ method: 'POST', url: '/echo/%00', payload: {} });
    expect(param.json().issues[0].path).toBe('params.id');
    const query = await app.inject({ method: 'POST', url: '/echo/1?search=%00', payload: {} });
    expect(query.json().issues[0].path).toBe('query.search');
    const fine = await app.inject({
      method: 'POST',
      url: '/echo/1?q=%C3%A9',
      payload: { a: '😀' },
    });
    expect(fine.statusCode).toBe(200);
  });
});
