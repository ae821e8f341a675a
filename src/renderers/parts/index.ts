export { answerRecord, asRecord, displayValue, type JsonRecord } from './answer-json.ts';
export { bmkgShakemapBase, displayImageUrl, imageProxyUrl } from './image-url.ts';
export { FallbackImage, type FallbackImageProps } from './FallbackImage.tsx';
export { FieldList, type Field } from './FieldList.tsx';
export { InvalidAnswer } from './InvalidAnswer.tsx';
export { RawJsonToggle, type RawJsonToggleProps } from './RawJsonToggle.tsx';
export { CopyTextButton, type CopyTextButtonProps } from './CopyTextButton.tsx';
