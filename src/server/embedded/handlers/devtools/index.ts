import type { HandlerRegistry } from '../types.ts';
import { lazyHandler } from '../lazy.ts';
import { ipInfo } from './ip.ts';
import { jwtCreate, jwtDecode } from './jwt.ts';
import { obfuscate } from './obfuscate.ts';
import { twofaGenerate, twofaVerify } from './twofa.ts';

/** Real answers of the devtools and 2FA areas, by handler name. */
export const devtoolsHandlers = {
  'ip-info': ipInfo,
  'jwt-create': jwtCreate,
  'jwt-decode': jwtDecode,
  obfuscate,
  codesnap: lazyHandler(() => import('./codesnap.ts').then((m) => m.codesnap)),
  'sql-diagram': lazyHandler(() => import('./sql-diagram.ts').then((m) => m.sqlDiagram)),
  '2fa-generate': twofaGenerate,
  '2fa-verify': twofaVerify,
} satisfies HandlerRegistry;
