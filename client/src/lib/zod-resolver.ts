import { zodResolver } from '@hookform/resolvers/zod';

// Every form takes its resolver from here (or its lazy twin, lazy-resolver.ts). zod runs
// without eval in the browser (the Content-Security-Policy forbids it):
// client/src/lib/zod.ts sets that before any schema is built.
export { zodResolver };
