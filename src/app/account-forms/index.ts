export { focusFirstError } from './focus-first-error.ts';
export { ServerMessage } from './ServerMessage.tsx';
