export { QuakeCard as default } from './QuakeCard.tsx';
