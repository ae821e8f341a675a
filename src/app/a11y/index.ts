export { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';
export { useFocusOnOpen } from './focus-heading.ts';
export { PublicHeader } from './PublicHeader.tsx';
export { MainContent, mainContentId } from './MainContent.tsx';
export { pageTitle, productName, usePageTitle } from './page-title.ts';
export { SkipLink } from './SkipLink.tsx';
export { rememberTile, useReturnToTile } from './tile-return.ts';
