/** A bucket's date as a reader says it: '25 Nov 2026' or '25 Nov 14.00' (UTC, as the server counts). */
export function bucketLabel(date: string): string {
  const hourly = date.length > 10;
  const at = new Date(hourly ? date : `${date}T00:00:00Z`);
  return at.toLocaleString('id-ID', hourly ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
