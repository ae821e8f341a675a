export { WidgetView } from './WidgetView.tsx';
