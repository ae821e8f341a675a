export { ExampleBadge } from './ExampleBadge.tsx';
