import { describe, expect, it } from 'vitest';
import { checkedChannelUrl, withChannelMeta } from '../../../../src/server/shell/channel-meta.ts';

describe('PORTAL_CHANNEL_URL in the page', () => {
  it('an http(s) address becomes the meta tag the dashboard reads, its characters escaped', () => {
    const html = withChannelMeta('<html><head><title>x</title></head></html>', checkedChannelUrl('https://chat.example/c?a=1&b="2"'));
    expect(html).toContain('<meta name="portal-channel" content="https://chat.example/c?a=1&amp;b=%222%22">');
  });

  it('no address: the page is unchanged, so the dashboard says no channel is set', () => {
    expect(withChannelMeta('<head></head>', checkedChannelUrl(''))).toBe('<head></head>');
  });

  it('anything but an http(s) URL stops the start with an Indonesian message', () => {
    expect(() => checkedChannelUrl('javascript:alert(1)')).toThrow('PORTAL_CHANNEL_URL harus berupa URL http:// atau https://, bukan "javascript:alert(1)".');
    expect(() => checkedChannelUrl('channel kami')).toThrow('PORTAL_CHANNEL_URL harus berupa URL');
  });
});
