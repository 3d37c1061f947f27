// A visitor's images (spec editor §6: "in the editor an upload is kept only locally"): the file
// stays in this browser's IndexedDB and the design refers to it as `local:<id>`; the editor draws
// it from there, and once the person signs in and owns the design, it is uploaded and the design
// is changed to the uploaded image (useUploadLocalImages).
import { UPLOAD_MAX_BYTES } from '@dm/contracts/constants';

export const LOCAL_PREFIX = 'local:';
const DB = 'designmaker-local-images';
const STORE = 'images';

export interface LocalImage {
  id: string;
  blob: Blob;
  name: string;
  width: number;
  height: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function tx<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = run(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

/** png or jpeg by the file's first bytes, as the server judges uploads. */
async function sniff(file: Blob): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const jpg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  return png || jpg;
}

/** Keeps an image in this browser; answers its `local:` src and size, or a message naming what is wrong. */
export async function keepLocally(file: File): Promise<{ src: string; width: number; height: number } | { error: string }> {
  if (file.size > UPLOAD_MAX_BYTES) return { error: `'${file.name}' is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.` };
  if (!(await sniff(file))) return { error: `'${file.name}' is not a png or jpeg image.` };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { error: `'${file.name}' could not be read as an image.` };
  }
  const image: LocalImage = { id: crypto.randomUUID(), blob: file, name: file.name, width: bitmap.width, height: bitmap.height };
  bitmap.close();
  await tx('readwrite', (s) => s.put(image));
  return { src: LOCAL_PREFIX + image.id, width: image.width, height: image.height };
}

export async function localImage(src: string): Promise<LocalImage | undefined> {
  if (!src.startsWith(LOCAL_PREFIX)) return undefined;
  return tx<LocalImage | undefined>('readonly', (s) => s.get(src.slice(LOCAL_PREFIX.length)) as IDBRequest<LocalImage | undefined>);
}

export async function forgetLocalImage(src: string): Promise<void> {
  if (src.startsWith(LOCAL_PREFIX)) await tx('readwrite', (s) => s.delete(src.slice(LOCAL_PREFIX.length)));
}

const urls = new Map<string, Promise<string>>();
/** An object URL for a `local:` src (made once); rejects when this browser does not have it. */
export function localObjectUrl(src: string): Promise<string> {
  let url = urls.get(src);
  if (!url) {
    url = localImage(src).then((img) => {
      if (!img) throw new Error(`${src} is not kept in this browser`);
      return URL.createObjectURL(img.blob);
    });
    url.catch(() => urls.delete(src));
    urls.set(src, url);
  }
  return url;
}

/** Every `local:` src a design uses (elements and page backgrounds). */
export function localSources(design: { pages: { objects: Record<string, unknown>; background_image?: string | null }[] }): string[] {
  const found = new Set<string>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > 12) return;
    if (typeof v === 'string') {
      if (v.startsWith(LOCAL_PREFIX)) found.add(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (v && typeof v === 'object') Object.values(v).forEach((x) => walk(x, depth + 1));
  };
  walk(design.pages, 0);
  return [...found];
}
