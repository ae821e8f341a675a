export { ImageView } from './ImageView.tsx';
