import { describe, expect, it } from 'vitest';
import { statementName, withStatementName } from './statement-names';

describe('statement names for node-postgres', () => {
  it('names a parameterized query by its text, the same text always the same name', () => {
    const a = withStatementName({ text: 'select $1::int as n' }, [1]) as { name?: string };
    const again = withStatementName({ text: 'select $1::int as n' }, [2]) as { name?: string };
    const other = withStatementName({ text: 'select $1::int as m' }, [1]) as { name?: string };
    expect(a.name).toMatch(/^rt_[\w-]{27}$/);
    expect(again.name).toBe(a.name);
    expect(other.name).not.toBe(a.name);
  });

  it('keeps the query config it was given apart from the name', () => {
    const types = { getTypeParser: () => (v: string) => v };
    const config = { text: 'select $1::text', rowMode: 'array', types };
    expect(withStatementName(config, ['x'])).toEqual({
      ...config,
      name: statementName('select $1::text'),
    });
    expect(config).not.toHaveProperty('name');
  });

  it('reads parameters from the config when none are passed beside it', () => {
    const named = withStatementName({ text: 'select $1::int', values: [1] }, undefined);
    expect(named).toHaveProperty('name');
  });

  it('leaves plain text, parameterless, already named and submittable queries alone', () => {
    expect(withStatementName('select 1', [])).toBe('select 1');
    const noParams = { text: 'begin' };
    expect(withStatementName(noParams, undefined)).toBe(noParams);
    expect(withStatementName(noParams, [])).toBe(noParams);
    const named = { text: 'select $1::int', name: 'session_with_member' };
    expect(withStatementName(named, [1])).toBe(named);
    const submittable = { text: 'select $1::int', submit: () => {} };
    expect(withStatementName(submittable, [1])).toBe(submittable);
  });
});
