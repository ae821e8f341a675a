/** One run of a 'Coba' form, as the browser keeps it. */
export interface HistoryRecord {
  /** Unique within this browser. */
  id: string;
  /** When the answer arrived (ms since epoch). */
  time: number;
  entryId: string;
  group: string;
  title: string;
  method: string;
  path: string;
  /** HTTP status; 0 when no answer came (network failure, timeout). */
  status: number;
  ok: boolean;
  durationMs: number;
  /** Bytes of the answer's body. */
  size: number;
  /** The inputs without files and secrets (the API key never is an input). */
  inputs: Record<string, unknown>;
  /** Per file input, the names of the files that were chosen. */
  files: Record<string, string[]>;
}
