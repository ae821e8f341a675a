export { TwofaVerify as default } from './TwofaVerify.tsx';
