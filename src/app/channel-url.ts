/**
 * The deployment's messaging channel (`PORTAL_CHANNEL_URL`), which the server writes into the page
 * (server/shell/channel-meta.ts); null when none is set.
 */
export function channelUrl(): string | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="portal-channel"]')?.content ?? '';
  return /^https?:\/\//.test(content) ? content : null;
}
