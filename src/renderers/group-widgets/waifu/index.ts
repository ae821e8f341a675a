import { WaifuWidget } from './WaifuWidget.tsx';

export default WaifuWidget;
