import { fileAccepted, type FileRule } from '../../catalog/keywords/index.ts';

/** What a list of files may hold: the items' `x-file` rule and the list's size limit with its message. */
export interface FileListRule {
  item: FileRule;
  max?: number;
  maxMessage?: string;
}

export interface Picks {
  kept: File[];
  /** One sentence per skipped file, naming it and why. */
  warnings: string[];
}

/**
 * Sorts newly chosen files into those the list keeps and those it skips, in order: a file of the
 * wrong type or over the size limit is skipped with the catalog's message, and so is every file
 * beyond the list's maximum.
 */
export function pickFiles(chosen: File[], already: number, rule: FileListRule): Picks {
  const kept: File[] = [];
  const warnings: string[] = [];
  for (const file of chosen) {
    let reason: string | undefined;
    if (!fileAccepted(rule.item, file)) reason = rule.item.messages?.type ?? 'Jenis file tidak didukung.';
    else if (rule.item.maxSize !== undefined && file.size > rule.item.maxSize) reason = rule.item.messages?.size ?? 'Ukuran file terlalu besar.';
    else if (rule.max !== undefined && already + kept.length >= rule.max) reason = rule.maxMessage ?? `Maksimal ${rule.max} file.`;
    if (reason) warnings.push(`${file.name} dilewati: ${reason}`);
    else kept.push(file);
  }
  return { kept, warnings };
}

/** File sizes as the spec shows them: in KB, one decimal. */
export const kb = (size: number): string => `${(size / 1024).toFixed(1)} KB`;
