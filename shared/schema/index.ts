// Every table, for drizzle-kit and the database client. Features import their own file.
export * from './account-tokens';
export * from './audit';
export * from './discussions';
export * from './edits';
export * from './events';
export * from './gallery';
export * from './jobs';
export * from './mail';
export * from './membership';
export * from './messages';
export * from './notifications';
export * from './objects';
export * from './reports';
export * from './resources';
export * from './sessions';
export * from './skills';
export * from './users';
