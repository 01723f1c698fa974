import { z } from 'zod';
import { optionalText, requiredMarkdown, requiredText } from '../fields';

/** Message dialog (spec §5): recipient and content required, subject optional. */
export const messageFormSchema = z.object({
  recipientId: requiredText(255, 'Recipient is required'),
  subject: optionalText(200),
  content: requiredMarkdown(10000, 'Message is required'),
});
export type MessageForm = z.input<typeof messageFormSchema>;
