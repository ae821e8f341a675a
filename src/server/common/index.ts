/**
 * What every room of the server speaks: errors answered as `{ status: false, message }`, the
 * server's Indonesian messages, and the demo account's settings the shell reads and the embedded
 * API seeds. It imports no other room, so any room (the shell's configuration included) enters
 * here without loading the server's plugins.
 */
export { demoFromEnv, type DemoCredentials, type DemoSettings } from './demo-settings.ts';
export { errorBody, fail, HttpError, installErrorHandler } from './errors.ts';
export { hasPrototypeKey, type JsonTextFault, type JsonTextRead, nestsDeeperThan, readJsonText } from './json-text.ts';
export { accountLockedMessage, accountMessages, serverMessages, stdioMessages } from './messages.ts';
