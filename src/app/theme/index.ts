import './global.css';

export { readableVariables } from './css-variables.ts';
export { contrast, MIN_CONTRAST, readableOn } from './readable.ts';
export { colorSchemeManager, theme } from './theme.ts';
