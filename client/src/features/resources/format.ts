const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A stored file's size as members read it (spec §9): Bytes, KB, MB or GB (1024 each),
 * rounded to 2 decimals with trailing zeros dropped: 512 Bytes, 1.5 KB, 2.34 MB.
 * Sizes past a terabyte stay in GB; a missing or invalid size gives ''.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const scaled = Math.max(unit, 0);
  const value = Number.parseFloat((bytes / 1024 ** scaled).toFixed(2));
  return `${value} ${UNITS[scaled]}`;
}
