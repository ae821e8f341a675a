export { UploadResult } from './UploadResult.tsx';
