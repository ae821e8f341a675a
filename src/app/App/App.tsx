import { Route, Switch } from '../../router/index.ts';
import { SkipLink } from '../a11y/index.ts';
import { DashboardLayout } from '../DashboardLayout/index.ts';
import { FeatureGrid } from '../FeatureGrid/index.ts';
import { SessionGate } from '../SessionGate/index.ts';
import { sessionPages } from '../../catalog/portal-pages.ts';
import { Deferred } from './Deferred.tsx';
import { changesPage, referenceEntryPage, referenceIndexPage } from '../reference/prepare.ts';
import { adminPage, groupPage, homePage, loginPage, notFoundPage, plansPage, profilePage, recipesPage, signupPage } from './preload.ts';


/** The portal's routes; the router and providers come from the caller (main.tsx or a test). */
export function App() {
  return (
    <>
      <SkipLink />
      <Switch>
        <Route path="/">
          <Deferred page={homePage} />
        </Route>
        <Route path="/login">
          <Deferred page={loginPage} />
        </Route>
        {/* The public reference, open to everyone (prerendered by the build, then hydrated). */}
        <Route path="/docs">
          <Deferred page={referenceIndexPage} />
        </Route>
        <Route path="/docs/perubahan">
          <Deferred page={changesPage} />
        </Route>
        <Route path="/docs/:group/:entry">
          <Deferred page={referenceEntryPage} />
        </Route>
        <Route path="/daftar">
          <Deferred page={signupPage} />
        </Route>
        {/* One route for the addresses that need a session, so the session gate (and the profile it
            loaded) stays mounted while the user moves between the profile and the dashboard's pages. */}
        <Route path={sessionPages}>
          <SessionGate>
            <Switch>
              {/* Pages the dashboard's first load does not need arrive when first visited. */}
              <Route path="/profile">
                <Deferred page={profilePage} />
              </Route>
              {/* The operator's console: its own chunk, fetched only when an operator opens it. */}
              <Route path="/admin/:section?">
                <Deferred page={adminPage} />
              </Route>
              <Route>
                <DashboardLayout>
                  <Switch>
                    <Route path="/dashboard">
                      <FeatureGrid />
                    </Route>
                    <Route path="/dashboard/paket">
                      <Deferred page={plansPage} />
                    </Route>
                    <Route path="/dashboard/resep/:recipe?">
                      <Deferred page={recipesPage} />
                    </Route>
                    <Route path="/dashboard/:group/:entry?">
                      <Deferred page={groupPage} />
                    </Route>
                  </Switch>
                </DashboardLayout>
              </Route>
            </Switch>
          </SessionGate>
        </Route>
        {/* Any other address: the server answered it with status 404 too. */}
        <Route>
          <Deferred page={notFoundPage} />
        </Route>
      </Switch>
    </>
  );
}
