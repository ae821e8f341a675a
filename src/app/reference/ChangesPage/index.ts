export { ChangesPage, changesTitle } from './ChangesPage.tsx';
