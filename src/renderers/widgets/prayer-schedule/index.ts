export { PrayerSchedule as default } from './PrayerSchedule.tsx';
