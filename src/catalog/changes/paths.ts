/** Where the changelog is published: the page and its Atom feed. */
export const changesPagePath = '/docs/perubahan';
export const changesFeedPath = '/docs/perubahan.atom';
