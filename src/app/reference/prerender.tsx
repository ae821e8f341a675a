import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../App/App.tsx';
import { PortalRoot } from '../App/PortalRoot.tsx';
import { prepareReferenceRoute } from './prepare.ts';

/**
 * A reference page as HTML, for the build (scripts/vite-plugin-reference.ts): the portal's own App
 * at that route, signed out, rendered once its chunk and data are loaded (as the browser does
 * before hydrating it).
 */
export async function renderRoute(url: string): Promise<string> {
  await prepareReferenceRoute(url);
  return renderToString(
    <PortalRoot>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </PortalRoot>,
  );
}
