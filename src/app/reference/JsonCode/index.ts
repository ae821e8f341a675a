export { JsonCode } from './JsonCode.tsx';
export { jsonTokens, type JsonToken } from './json-tokens.ts';
