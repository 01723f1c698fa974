// Import boundaries for the whole tree (issue 34), checked by `npm run lint` after Biome.
// Biome's noRestrictedImports (biome.json) already keeps client features to each other's
// entries as the editor shows it; this file is the one place that holds every rule, for
// client/, server/ and shared/ alike, because Biome cannot see resolved paths or cycles.
// scripts/boundaries.test.ts proves each rule fails on a violation.

// Tests and their fixtures have a looser rule of their own (server-feature-test-through-entry).
const TEST_FILE = '(\\.test\\.tsx?|/test-fixtures\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-server',
      comment: 'The browser bundle never imports server code; what both need lives in shared/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-not-to-client-or-server',
      comment: 'shared/ is the bottom layer: both sides import it, it imports neither.',
      severity: 'error',
      // A test in shared/ may check that both sides agree with it (markdown-fuzz.test.ts
      // feeds the server's and the browser's renderers the same input); it ships nowhere.
      from: { path: '^shared/', pathNot: TEST_FILE },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'client-lib-and-components-not-to-features',
      comment:
        'client/src/lib and client/src/components are the kit every feature builds on; ' +
        'they never know about a feature (pass it in from the feature or the app shell).',
      severity: 'error',
      from: { path: '^client/src/(lib|components)/' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'server-feature-through-entry',
      comment:
        'A server feature imports another feature only through its public entry ' +
        '(server/features/<name>/index.ts), never its internal files.',
      severity: 'error',
      from: { path: '^server/features/([^/]+)/', pathNot: TEST_FILE },
      to: {
        path: '^server/features/[^/]+/',
        pathNot: `^server/features/($1/|[^/]+/index\\.ts$)`,
      },
    },
    {
      name: 'server-feature-test-through-entry',
      comment:
        "A server feature's tests import another feature through its entry too, or its " +
        'test-fixtures.ts (the rows its tests build, which production code never needs).',
      severity: 'error',
      from: { path: `^server/features/([^/]+)/.*${TEST_FILE}` },
      to: {
        path: '^server/features/[^/]+/',
        pathNot: `^server/features/($1/|[^/]+/(index|test-fixtures)\\.ts$)`,
      },
    },
    {
      name: 'client-feature-through-entry',
      comment:
        'A client feature imports another feature only through its public entry ' +
        '(client/src/features/<name>/index.ts), never its internal files.',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/[^/]+/',
        pathNot: '^client/src/features/($1/|[^/]+/index\\.tsx?$)',
      },
    },
    {
      name: 'no-cycles',
      comment:
        'No import cycles in client/, server/ or shared/: a cycle means two modules are one ' +
        'module in two files, and the order they load in decides what is undefined.',
      severity: 'error',
      from: { path: '^(client|server|shared)/' },
      // A cycle closed only by a dynamic import() is lazy loading, not a load-order cycle
      // (client/src/app/pages.ts loads the member routes, which list the pages).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'auth-not-to-membership',
      comment:
        'Sign-in sits below joining: membership uses auth (sessions, the sign-up form), never ' +
        'the other way. Server auth reaches membership through the Joining interface ' +
        '(server/auth/joining.ts) that app.ts provides at startup; the application questions ' +
        'both client sides ask live in client/src/components/fields. Module cycles cannot see ' +
        'this folder-level cycle, so it has a rule of its own.',
      severity: 'error',
      from: { path: '^(server/auth|client/src/features/auth)/', pathNot: TEST_FILE },
      to: { path: '^(server/features|client/src/features)/membership/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // `@/` and `@shared/` resolve as tsconfig.json's paths say (vite.config.ts mirrors
    // them), read through tsconfig.depcruise.json: the resolver dependency-cruiser uses
    // maps paths only beside a `baseUrl`, which TypeScript 7 no longer takes (decision 053).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    // Keep type-only imports in the graph: a type import across a boundary is still a
    // dependency on the other side's shape.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
