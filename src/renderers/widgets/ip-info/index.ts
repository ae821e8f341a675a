export { IpInfo as default } from './IpInfo.tsx';
