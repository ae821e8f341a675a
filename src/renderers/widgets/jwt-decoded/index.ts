export { JwtDecoded as default } from './JwtDecoded.tsx';
