import { makeTestCluster } from './pglite-cluster';

// Once per run, before any worker starts: the PGlite cluster every new test database
// copies instead of running initdb (pglite-cluster.ts).
export default async function setup() {
  return makeTestCluster();
}
