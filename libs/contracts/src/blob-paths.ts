// Where an image src the browser loads from the app lives in the blob store (zod-free: the
// server's renderers, main thread and workers, read it through '@dm/contracts/constants').

/** The blob key of a src the browser loads from the app: `/api/uploads/<file>` → `uploads/<file>`, `/api/brand/files/<kind>/<file>` → `brand/<kind>/<file>`, `/api/blobs/<key>` → key. */
export function blobKeyOf(src: string): string | null {
  const path = src.split('?')[0];
  const upload = /^\/?api\/uploads\/([^/]+)$/.exec(path);
  if (upload) return `uploads/${upload[1]}`;
  const brand = /^\/?api\/brand\/files\/(logos|fonts)\/([0-9a-f]{32}\.(?:png|jpg|ttf|otf))$/.exec(path);
  if (brand) return `brand/${brand[1]}/${brand[2]}`;
  const blob = /^\/?(?:api\/)?blobs\/(.+)$/.exec(path);
  return blob ? blob[1] : null;
}
