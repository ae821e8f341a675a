export { JwtToken as default } from './JwtToken.tsx';
