export { default as UsageChart } from './UsageChart.tsx';
