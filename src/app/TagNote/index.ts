export { TagNote } from './TagNote.tsx';
