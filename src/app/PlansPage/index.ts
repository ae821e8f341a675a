export { PlansPage } from './PlansPage.tsx';
export { PlanLine } from './PlanLine.tsx';
