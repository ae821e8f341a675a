import type { EntryHandler } from '../types.ts';
import { codesnap } from './codesnap.ts';
import { ipInfo } from './ip.ts';
import { jwtCreate, jwtDecode } from './jwt.ts';
import { obfuscate } from './obfuscate.ts';
import { sqlDiagram } from './sql-diagram.ts';
import { twofaGenerate, twofaVerify } from './twofa.ts';

/** Real answers of the devtools and 2FA areas, by catalog entry id. */
export const devtoolsHandlers: Record<string, EntryHandler> = {
  'ip-info': ipInfo,
  'jwt-create': jwtCreate,
  'jwt-decode': jwtDecode,
  obfuscate,
  codesnap,
  'sql-diagram': sqlDiagram,
  '2fa-generate': twofaGenerate,
  '2fa-verify': twofaVerify,
};
