const fallback = 'https://whatsapp.com/channel';

/** The community channel, set per deployment. */
export const channelUrl: string = import.meta.env.VITE_CHANNEL_URL || fallback;
