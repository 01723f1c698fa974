import { requiredText } from '@shared/contracts/fields';
import { z } from 'zod';

/** The thread's answer box's checks: a module of its own, downloaded apart from the page. */
export const replySchema = z.object({ content: requiredText(10000, 'Message is required') });
