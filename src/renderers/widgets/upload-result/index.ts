export { UploadResult as default } from './UploadResult.tsx';
