export { ExampleNotice } from './ExampleNotice.tsx';
