import { lazyView } from '../../renderers/lazy-view.ts';

/**
 * The documentation-only blocks (the webhook group) as a chunk of their own: a group of 'Coba'
 * forms never draws one. A deep link into such a group names the chunk in its HTML.
 */
export const docOnlyEntry = lazyView(() => import('../DocOnlyEntry/index.ts').then((m) => m.DocOnlyEntry));
