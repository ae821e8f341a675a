import { renderToString } from 'react-dom/server';
import { PortalRouter } from '../../router/index.ts';
import { App } from '../App/App.tsx';
import { PortalRoot } from '../App/PortalRoot.tsx';
import { prepareReferenceRoute } from './prepare.ts';
import { setPrerenderOrigin } from './sample-origin.ts';

/**
 * A reference page as HTML, for the build (scripts/vite-plugin-reference.ts): the portal's own App
 * at that route, signed out, its samples naming `origin`, rendered once its chunk and data are loaded (as the browser does
 * before hydrating it).
 */
export async function renderRoute(url: string, origin: string): Promise<string> {
  setPrerenderOrigin(origin);
  await prepareReferenceRoute(url);
  return renderToString(
    <PortalRoot>
      <PortalRouter ssrPath={url}>
        <App />
      </PortalRouter>
    </PortalRoot>,
  );
}
