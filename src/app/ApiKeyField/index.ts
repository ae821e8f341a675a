export { ApiKeyField } from './ApiKeyField.tsx';
