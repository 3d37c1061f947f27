// The background removal panel: Enabled, CRF and Matting (-100..100; an empty field is accepted)
// and 'Apply Changes', which runs the engine's learned remover (ISNet in its Web Worker, the model
// loaded from our server once and then from the browser's cache) on the photo (at most 1600 px on
// the longer side) with a progress bar, and keeps the alpha mask it makes as an
// upload (folder/upload_mask; a visitor's as a data URL) that the photo refers to (the renderer
// applies it; switching Enabled off shows the whole photo again).
import { useState } from 'react';
import { toast } from 'sonner';
import { type EngineWorkerHandle, type JobProgress, startEngineWorker } from '@dm/engine';
import wasmUrl from '@dm/engine/wasm/engine.wasm?url';
import type { ImageElement } from '@dm/contracts';
import { runAction } from '../actions';
import { backgroundImageOf, lookTargets } from '../actions/look';
import { shallowEqual } from 'react-redux';
import { browserLoader } from '../canvas/assets';
import { useAuth } from '../../auth/hooks';
import { uploadsApi } from './uploadsApi';
import { useEditor, useEditorSelector } from '../EditorContext';
import { LiveSlider } from './LookPanels';
import styles from './panels.module.css';

const MASK_SIDE = 1600;
let worker: EngineWorkerHandle | null = null;

/** The engine's cut-out mask of a photo, as a PNG (black, with the mask as alpha). */
async function makeMask(src: string, crf: number | null, matting: number | null, progress: (p: JobProgress) => void): Promise<Blob> {
  const img = (await browserLoader.loadImage(src)) as HTMLImageElement;
  const k = Math.min(1, MASK_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  const w = Math.max(1, Math.round(img.naturalWidth * k));
  const h = Math.max(1, Math.round(img.naturalHeight * k));
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(img, 0, 0, w, h);
  const px = ctx.getImageData(0, 0, w, h).data;
  worker ??= startEngineWorker(wasmUrl);
  const r = await worker.client.run({ op: 'removeBackground', settings: { crf, matting } }, px, w, h, progress);
  const out = ctx.createImageData(w, h);
  for (let i = 0; i < w * h; i++) out.data[i * 4 + 3] = r.pixels[i];
  ctx.putImageData(out, 0, 0);
  const png = await new Promise<Blob | null>((ok) => c.toBlob(ok, 'image/png'));
  if (!png) throw new Error('mask: no png');
  return png;
}

const dataUrl = (blob: Blob) => new Promise<string>((ok, fail) => {
  const r = new FileReader();
  r.onload = () => ok(String(r.result));
  r.onerror = () => fail(r.error);
  r.readAsDataURL(blob);
});

export function BgRemovalPanel() {
  const editor = useEditor();
  // the selected photo, or with nothing selected the page's background image
  const target = useEditorSelector(() => {
    const id = lookTargets(editor)[0];
    const o = id ? editor.page.objects[id] : undefined;
    if (o?.type === 'image') {
      const p = o as ImageElement;
      return { id: p.id, src: p.image_details.src ?? null, removal: p.image_details.bgremoval ?? null };
    }
    if (editor.selection.length) return null;
    const src = backgroundImageOf(editor.page);
    return src ? { id: null, src, removal: editor.page.background?.removal ?? null } : null;
  }, shallowEqual);
  const [crf, setCrf] = useState<number | null>(null);
  const [matting, setMatting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const { user } = useAuth();
  const [keepMask] = uploadsApi.useUploadMaskMutation();
  if (!target) return <p className={styles.hint}>Select a photo to remove its background.</p>;
  const b = target.removal;
  const shownCrf = crf ?? b?.crf ?? null;
  const shownMatting = matting ?? b?.matting ?? null;
  const apply = async () => {
    if (!target.src) return;
    setBusy(true);
    setProgress(null);
    try {
      const png = await makeMask(target.src, shownCrf, shownMatting, setProgress);
      // signed in, the mask is kept as an upload (the design refers to it); a visitor's stays
      // in the design as a data URL until they sign in
      let mask_src: string;
      if (user) {
        const kept = await keepMask(png);
        if ('error' in kept && kept.error) throw new Error((kept.error as { serverError?: string }).serverError);
        mask_src = kept.data!.path;
      } else {
        mask_src = await dataUrl(png);
      }
      runAction(editor, 'setBackgroundRemoval', { id: target.id, enabled: true, crf: shownCrf, matting: shownMatting, mask_src });
    } catch (e) {
      console.error('background removal', e);
      toast.error('The background could not be removed from this photo.');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return (
    <div className={styles.stack}>
      {target.id === null && <p className={styles.hint}>The page background image</p>}
      <label className={styles.switchRow}>
        <input type="checkbox" role="switch" aria-label="Enabled" checked={!!b?.enabled && !!b.mask_src} disabled={!b?.mask_src || busy}
          onChange={(e) => runAction(editor, 'setBackgroundRemoval', { id: target.id, enabled: e.target.checked })} />
        Enabled
      </label>
      {/* the settings only take effect with Apply Changes: no preview while they move */}
      <RemovalSetting label="CRF" value={shownCrf} onChange={setCrf} />
      <RemovalSetting label="Matting" value={shownMatting} onChange={setMatting} />
      <button type="button" className={styles.primaryButton} disabled={busy} onClick={() => void apply()}>Apply Changes</button>
      {busy && <RemovalProgress progress={progress} />}
    </div>
  );
}

const MB = 1024 * 1024;

/** The model's download (first use only: later it comes from the browser's cache), then the work. */
function RemovalProgress({ progress }: { progress: JobProgress | null }) {
  const loading = progress?.stage === 'model' && progress.loaded < progress.total;
  const text = loading ? `Loading the background remover… ${Math.round(progress.loaded / MB)} of ${Math.round(progress.total / MB)} MB` : 'Removing background…';
  return (
    <div className={styles.stack} role="status">
      <span className={styles.hint}>{text}</span>
      {loading
        ? <progress aria-label={text} className={styles.fullWidth} max={progress.total} value={progress.loaded} />
        : <progress aria-label="Removing background…" className={styles.fullWidth} />}
    </div>
  );
}

function RemovalSetting({ label, value, onChange }: { label: string; value: number | null; onChange: (v: number | null) => void }) {
  // LiveSlider previews through the editor; these settings are local until applied, so a plain commit is enough
  return <LiveSlider label={label} min={-100} max={100} value={value} clearable onChange={onChange} local />;
}
