// Download file names and the zip of several pages (spec: `{design name}_{index}_{page}.png`).
import { zipSync } from 'fflate';

/** A design name safe as a file name (no path separators or control characters). */
export function fileBase(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return safe || 'design';
}

/** The name of page `page` (1-based) as the `index`-th (1-based) file of a download. */
export function pageFileName(name: string, index: number, page: number, ext: 'png' | 'jpg'): string {
  return `${fileBase(name)}_${index}_${page}.${ext}`;
}

/** A zip (stored: PNG and JPEG are compressed already) of the named files. */
export function zipFiles(files: { name: string; bytes: Uint8Array }[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.name, [f.bytes, { level: 0 }]])));
}

/** Saves `blob` as `name` through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
