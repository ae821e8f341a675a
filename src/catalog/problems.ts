/** One problem in the catalog, reported as `catalog/tools/qrcode.yaml:12:5 message`. */
export interface CatalogProblem {
  file: string;
  line: number;
  col: number;
  message: string;
}

export function formatProblem(p: CatalogProblem): string {
  return `${p.file}:${p.line}:${p.col} ${p.message}`;
}

export function formatProblems(problems: CatalogProblem[]): string {
  return problems.map(formatProblem).join('\n');
}
