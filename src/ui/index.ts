/** The portal's smallest shared pieces of UI, below every view: imported by all, importing only Mantine. */
export { copyText, type CopyTextOptions } from './copy-text.ts';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
