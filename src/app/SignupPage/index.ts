export { SignupPage } from './SignupPage.tsx';
