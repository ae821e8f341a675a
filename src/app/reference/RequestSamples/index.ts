export { RequestSamples } from './RequestSamples.tsx';
