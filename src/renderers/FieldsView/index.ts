export { FieldsView } from './FieldsView.tsx';
