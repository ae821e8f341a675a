/**
 * An entry the maintainers are retiring (`deprecated:` in its YAML): since when it is deprecated,
 * when it stops answering, what replaces it, and why. Its answers carry `Deprecation` (RFC 9745),
 * `Sunset` (RFC 8594) and a `Link` to the replacement; from the sunset on, the embedded API answers
 * 410 with the note.
 */
export interface EntryDeprecation {
  /** `YYYY-MM-DD`: deprecated from the start of that day (UTC). */
  since: string;
  /** `YYYY-MM-DD`: answered 410 from the start of that day (UTC). */
  sunset?: string;
  /** The id of the entry to use instead. */
  replacement?: string;
  /** Why, in Indonesian, as users read it. */
  note: string;
}

/** The start of a `YYYY-MM-DD` day, UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** `2026-12-01` → '1 Desember 2026', as the spec formats dates (id-ID). */
export function idDate(day: string): string {
  return dayStart(day).toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** True from the sunset day on. */
export function isPastSunset(deprecation: EntryDeprecation, now: Date): boolean {
  return deprecation.sunset !== undefined && now.getTime() >= dayStart(deprecation.sunset).getTime();
}

/** Where a replacement is documented: `/docs/<group>/<id>`. */
export interface ReplacementLink {
  href: string;
  title: string;
}

/**
 * The headers every answer of a deprecated entry carries: `Deprecation: @<seconds>` (RFC 9745's
 * structured date), `Sunset: <HTTP-date>` (RFC 8594), and `Link` to the entry's own reference
 * (`rel="deprecation"`) and to its replacement (`rel="successor-version"`).
 */
export function deprecationHeaders(deprecation: EntryDeprecation, docsHref: string, replacement?: ReplacementLink): Record<string, string> {
  const links = [`<${docsHref}>; rel="deprecation"; type="text/html"`, ...(replacement ? [`<${replacement.href}>; rel="successor-version"`] : [])];
  return {
    Deprecation: `@${Math.floor(dayStart(deprecation.since).getTime() / 1000)}`,
    ...(deprecation.sunset ? { Sunset: dayStart(deprecation.sunset).toUTCString() } : {}),
    Link: links.join(', '),
  };
}

/** One paragraph for people: since when, until when, what instead, and the note. */
export function deprecationSentence(deprecation: EntryDeprecation, replacement?: Pick<ReplacementLink, 'title'>): string {
  const parts = [`Endpoint ini usang sejak ${idDate(deprecation.since)}`];
  if (deprecation.sunset) parts[0] += ` dan berhenti menjawab pada ${idDate(deprecation.sunset)}`;
  parts[0] += '.';
  if (replacement) parts.push(`Gunakan ${replacement.title} sebagai gantinya.`);
  parts.push(deprecation.note);
  return parts.join(' ');
}

/** The 410 answer's message once the sunset has passed. */
export function sunsetMessage(deprecation: EntryDeprecation, replacement?: Pick<ReplacementLink, 'title'>): string {
  return [`Endpoint ini sudah dihentikan sejak ${idDate(deprecation.sunset ?? deprecation.since)}.`, ...(replacement ? [`Gunakan ${replacement.title}.`] : []), deprecation.note].join(' ');
}
