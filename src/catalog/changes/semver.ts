/** Plain release versions, shared by the browser's changelog views and the catalog's release file (no file access here). */
export interface Semver {
  major: number;
  minor: number;
  patch: number;
}

/** `1.4.2` → its parts; anything else (a range, a pre-release) → null: releases are plain versions. */
export function parseSemver(text: string): Semver | null {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(text);
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}

/** Negative when `a` is older than `b`. */
export function compareSemver(a: Semver, b: Semver): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}
