import { fileTypeFromBuffer } from 'file-type';

/** Old Office files are all one container (OLE compound file); its bytes cannot tell Word from Excel. */
const compoundFileTypes = new Set(['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint']);
/** New Office files are ZIP archives; a ZIP whose entries file-type did not read is one of them as declared. */
const zipBasedPrefix = 'application/vnd.openxmlformats-officedocument.';

/** A text file has no NUL byte (UTF-16 files are not what any input asks for). */
function looksLikeText(data: Buffer): boolean {
  return !data.subarray(0, 64 * 1024).includes(0);
}

/**
 * A received file's media type as its bytes say it (magic numbers, by file-type), not as the
 * client declared it: a text file named `.png` and sent as `image/png` is text, so the entry's
 * own type message refuses it. Only where the bytes cannot decide does the declaration count:
 * the member of a container family the bytes name, or the kind of text a text file is (CSV).
 */
export async function sniffedType(data: Buffer, declared: string): Promise<string> {
  const found = await fileTypeFromBuffer(data);
  if (found) {
    if (found.mime === 'application/x-cfb' && compoundFileTypes.has(declared)) return declared;
    if (found.mime === 'application/zip' && declared.startsWith(zipBasedPrefix)) return declared;
    return found.mime;
  }
  if (!looksLikeText(data)) return 'application/octet-stream';
  return declared.startsWith('text/') ? declared : 'text/plain';
}
