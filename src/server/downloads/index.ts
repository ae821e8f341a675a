export { registerDownloads, type DownloadSources } from './downloads.ts';
export { postmanUploads } from './uploads.ts';
