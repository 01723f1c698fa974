/** Every zone the browser knows (any IANA name is accepted all the same). */
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * The zones a time zone field offers as one types (`list={id}` on the field): the setup
 * page's and the console's community settings.
 */
export function TimeZoneList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {TIME_ZONES.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
