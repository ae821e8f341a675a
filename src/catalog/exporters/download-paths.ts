/**
 * Every file the portal offers for download, in the order `/docs` lists them: its URL, its media
 * type and what the link says. The guides name these URLs, never a path in the repository; the
 * server makes each from the catalog (src/server/downloads/), `llms.txt` comes with the build.
 */
export const downloads = {
  openapi: { path: '/openapi.json', type: 'application/json; charset=utf-8', label: 'OpenAPI 3.1 (JSON)' },
  openapiYaml: { path: '/openapi.yaml', type: 'application/yaml; charset=utf-8', label: 'OpenAPI 3.1 (YAML)' },
  collection: { path: '/postman/portal-api.postman_collection.json', type: 'application/json; charset=utf-8', label: 'Koleksi Postman' },
  environment: { path: '/postman/portal-api.postman_environment.json', type: 'application/json; charset=utf-8', label: 'Environment Postman' },
  arazzo: { path: '/arazzo.yaml', type: 'application/yaml; charset=utf-8', label: 'Resep Arazzo' },
  llms: { path: '/llms.txt', type: 'text/plain; charset=utf-8', label: 'llms.txt' },
} as const;

export type DownloadName = keyof typeof downloads;

/** The URL path of each download, by name. */
export const downloadPaths = Object.fromEntries(Object.entries(downloads).map(([name, d]) => [name, d.path])) as {
  [K in DownloadName]: (typeof downloads)[K]['path'];
};
