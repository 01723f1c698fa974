// Apart from zoned-time.ts: the e-mail preferences name the zone and need nothing else.

/**
 * "Central Daylight Time (America/Chicago)": a zone's name as it reads at `at` (the event
 * form's start; today for the e-mail preferences), or the bare name the runtime cannot.
 */
export function zoneLabel(timeZone: string, at = new Date()) {
  try {
    const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return long && long !== timeZone ? `${long} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
