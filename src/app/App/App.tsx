import { Navigate, Route, Routes } from 'react-router';
import { SkipLink } from '../a11y/index.ts';
import { DashboardLayout } from '../DashboardLayout/index.ts';
import { FeatureGrid } from '../FeatureGrid/index.ts';
import { SessionGate } from '../SessionGate/index.ts';
import { Deferred } from './Deferred.tsx';
import { referenceEntryPage, referenceIndexPage } from '../reference/prepare.ts';
import { groupPage, homePage, loginPage, profilePage, recipesPage, signupPage } from './preload.ts';

/** The portal's routes; the router and providers come from the caller (main.tsx or a test). */
export function App() {
  return (
    <>
      <SkipLink />
      <Routes>
        <Route path="/" element={<Deferred page={homePage} />} />
        <Route path="/login" element={<Deferred page={loginPage} />} />
        {/* The public reference, open to everyone (prerendered by the build, then hydrated). */}
        <Route path="/docs" element={<Deferred page={referenceIndexPage} />} />
        <Route path="/docs/:group/:entry" element={<Deferred page={referenceEntryPage} />} />
        <Route path="/daftar" element={<Deferred page={signupPage} />} />
        <Route element={<SessionGate />}>
          {/* Pages the dashboard's first load does not need arrive when first visited. */}
          <Route path="/profile" element={<Deferred page={profilePage} />} />
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<FeatureGrid />} />
            <Route path="resep" element={<Deferred page={recipesPage} />} />
            <Route path="resep/:recipe" element={<Deferred page={recipesPage} />} />
            <Route path=":group" element={<Deferred page={groupPage} />} />
            <Route path=":group/:entry" element={<Deferred page={groupPage} />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
