export { DownloadView } from './DownloadView.tsx';
export { downloadName } from './download-name.ts';
