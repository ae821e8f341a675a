export { TableView } from './TableView.tsx';
