export { WeatherCard as default } from './WeatherCard.tsx';
