export { SessionGate } from './SessionGate.tsx';
