/**
 * The waifu group's entries this widget calls through the group runner (catalog/waifu/*.yaml);
 * their paths, methods and inputs stay in the catalog.
 */
export const waifuEntry = {
  random: 'waifu-random',
  search: 'waifu-search',
  myclaim: 'waifu-myclaim',
  mymarriage: 'waifu-mymarriage',
  ranking: 'waifu-ranking',
  claim: 'waifu-claim',
  unclaim: 'waifu-unclaim',
  marry: 'waifu-marry',
  unmarry: 'waifu-unmarry',
} as const;

export type WaifuEntryRole = keyof typeof waifuEntry;
