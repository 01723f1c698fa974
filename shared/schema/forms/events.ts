import { z } from 'zod';
import { httpUrl, optionalMarkdown, optionalText, requiredText } from '../fields';

/** The event dialog (spec §5): title and start required, seats empty or ≥ 1. */
export const eventFormSchema = z
  .object({
    title: requiredText(200, 'Title is required'),
    description: optionalMarkdown(5000),
    startDate: z.coerce.date({ error: 'Start date is required' }),
    endDate: z.coerce.date().nullish(),
    location: optionalText(500),
    isVirtual: z.boolean().default(false),
    meetingUrl: httpUrl(),
    maxAttendees: z
      .number()
      .int('Max attendees must be a whole number')
      .min(1, 'Max attendees must be at least 1')
      .max(100000)
      .nullish(),
  })
  .refine((e) => !e.endDate || e.endDate >= e.startDate, {
    message: 'End date must be after the start date',
    path: ['endDate'],
  });
export type EventForm = z.input<typeof eventFormSchema>;
