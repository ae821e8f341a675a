/** The modes' door: where `/api/*` is answered, each mode one plugin-like object the server asks at each step of its start. */
export { embeddedMode } from './embedded-mode.ts';
export type { ModeParts, ModeStore, PortalMode } from './mode.ts';
export { upstreamMode } from './upstream-mode.ts';
