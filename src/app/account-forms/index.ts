export { focusFirstError } from './focus-first-error.ts';
export { ServerMessage } from './ServerMessage.tsx';
export { AccountCard } from './AccountCard.tsx';
export { NewPasswordFields, PasswordField } from './PasswordField.tsx';
