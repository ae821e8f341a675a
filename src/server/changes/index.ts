export { registerChangesFeed } from './feed-route.ts';
