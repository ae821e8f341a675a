import type { Target } from './browser.ts';
import { benchConfig } from './config.ts';

const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** The explorers, each with the same "first operation visible" the portal's 'Coba' is compared with. */
const explorers: { name: 'swagger-ui' | 'scalar' | 'redoc'; page: string; firstOperation: Target }[] = [
  { name: 'swagger-ui', page: 'swagger-ui', firstOperation: { kind: 'selector', selector: '.opblock' } },
  {
    name: 'scalar',
    page: 'scalar-ui',
    // Scalar renders one section per operation, with an id `<doc>/tag/<tag>/<METHOD>/<path>`.
    firstOperation: { kind: 'selector', selector: methods.map((m) => `section[id*="/tag/"][id*="/${m}/"]`).join(', ') },
  },
  // Redoc renders one block per operation, `data-section-id="operation/<tag>/<operationId>"`.
  { name: 'redoc', page: 'redoc-ui', firstOperation: { kind: 'selector', selector: '[data-section-id*="operation/"]' } },
];

/** The explorers this run measures (`BENCH_EXPLORERS`). */
export const anchors = explorers.filter((a) => benchConfig.explorers.includes(a.name));
