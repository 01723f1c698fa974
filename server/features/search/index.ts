// The search feature's public entry: how a query becomes a text search and hits become
// snippets, for features that search their own items (messages).
export { tsQueryOf } from './query';
export { headlineOptions, snippetsOf } from './snippets';
