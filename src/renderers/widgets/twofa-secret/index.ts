export { TwofaSecret as default } from './TwofaSecret.tsx';
