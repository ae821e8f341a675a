export { ObfuscatedCode as default } from './ObfuscatedCode.tsx';
