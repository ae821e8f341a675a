export { SessionProvider } from './SessionProvider.tsx';
