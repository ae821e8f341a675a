export { DecodedQr as default } from './DecodedQr.tsx';
