export { PddiktiDetail as default } from './PddiktiDetail.tsx';
