export { DownloadView } from './DownloadView.tsx';
