import { Navigate, Route, Routes } from 'react-router';
import { DashboardLayout } from '../DashboardLayout/index.ts';
import { FeatureGrid } from '../FeatureGrid/index.ts';
import { GroupView } from '../GroupView/index.ts';
import { HomePage } from '../HomePage/index.ts';
import { LoginPage } from '../LoginPage/index.ts';
import { ProfilePage } from '../ProfilePage/index.ts';
import { SessionGate } from '../SessionGate/index.ts';

/** The portal's routes; the router and providers come from the caller (main.tsx or a test). */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route element={<SessionGate />}>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<FeatureGrid />} />
          <Route path=":group" element={<GroupView />} />
          <Route path=":group/:entry" element={<GroupView />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
