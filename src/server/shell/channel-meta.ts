/**
 * 'Gabung Channel' on the dashboard opens the deployment's messaging channel (`PORTAL_CHANNEL_URL`).
 * The server writes it into the page as a meta tag, so the browser knows it without a request of
 * its own and in both modes (embedded API or upstream); without one the dashboard says none is set.
 */
export const channelMetaName = 'portal-channel';

/** The configured address, checked: only an http(s) URL may become a link on the dashboard. */
export function checkedChannelUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PORTAL_CHANNEL_URL harus berupa URL http:// atau https://, bukan "${raw}".`);
  return url.href;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the channel's meta tag at the end of its head (none when no channel is set). */
export function withChannelMeta(html: string, channelUrl: string | undefined): string {
  return channelUrl ? html.replace('</head>', `  <meta name="${channelMetaName}" content="${attribute(channelUrl)}">\n  </head>`) : html;
}
