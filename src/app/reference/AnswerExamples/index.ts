export { AnswerExamples } from './AnswerExamples.tsx';
