import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// The Content-Security-Policy forbids eval, and zod probes for it (`new Function`) the
// first time a schema parses, which the browser reports as a violation. Every form takes
// its resolver from here, so this runs before any parse, and only in the chunks that
// carry zod (the landing page never loads it).
config({ jitless: true });

export { zodResolver };
