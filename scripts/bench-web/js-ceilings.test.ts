import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { JS_CEILINGS_KB } from './js-ceilings';
import { weightMisses } from './report';
import type { RouteWeight } from './weights';

describe('JavaScript ceilings per route', () => {
  it('has one ceiling for every route and none for a route that is gone', () => {
    expect(Object.keys(JS_CEILINGS_KB).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('fails exactly the routes over their ceiling', () => {
    const weight = (name: string, jsGzip: number, ceiling: number) =>
      ({ ...ROUTES[0], name, jsGzip, ceiling, goal: 0, cssGzip: 0, files: 1 }) as RouteWeight;
    const misses = weightMisses([
      weight('under', 99_000, 100_000),
      weight('at', 100_000, 100_000),
      weight('over', 100_001, 100_000),
    ]);
    expect(misses.map((w) => w.name)).toEqual(['over']);
  });
});
