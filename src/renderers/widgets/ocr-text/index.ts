export { OcrText as default } from './OcrText.tsx';
