/**
 * The PostgreSQL database of the journeys' server on `port`, when the journeys run on
 * PostgreSQL (playwright.config.ts); `npm test` drops it after the journeys.
 */
export const e2eDatabaseName = (port: number) => `roundtable_e2e_${port}`;
