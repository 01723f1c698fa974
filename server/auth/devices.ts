/**
 * "Chrome on macOS" from a User-Agent, for the account page's list of signed-in devices.
 * Only the families members recognise; anything else is "Unknown browser". Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X.
 */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (!browser) return os ? `Unknown browser on ${os}` : 'Unknown browser';
  return os ? `${browser} on ${os}` : browser;
}
