/** The profile page masks keys as the cURL preview does: one implementation, in the engine. */
export { maskApiKey as maskKey } from '../../engine/index.ts';
