// The background removal panel: Enabled, CRF and Matting (-100..100; an empty field is accepted)
// and 'Apply Changes', which runs the engine's remover in its Web Worker on the photo (at most
// 800 px on the longer side) with a progress indicator, and keeps the alpha mask it makes as an
// upload (folder/upload_mask; a visitor's as a data URL) that the photo refers to (the renderer
// applies it; switching Enabled off shows the whole photo again).
import { useState } from 'react';
import { toast } from 'sonner';
import { type EngineWorkerHandle, startEngineWorker } from '@dm/engine';
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

const MASK_SIDE = 800;
let worker: EngineWorkerHandle | null = null;

/** The engine's cut-out mask of a photo, as a PNG (black, with the mask as alpha). */
async function makeMask(src: string, crf: number | null, matting: number | null): Promise<Blob> {
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
  const r = await worker.client.run({ op: 'removeBackground', settings: { crf, matting } }, px, w, h);
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
  const { user } = useAuth();
  const [keepMask] = uploadsApi.useUploadMaskMutation();
  if (!target) return <p className={styles.hint}>Select a photo to remove its background.</p>;
  const b = target.removal;
  const shownCrf = crf ?? b?.crf ?? null;
  const shownMatting = matting ?? b?.matting ?? null;
  const apply = async () => {
    if (!target.src) return;
    setBusy(true);
    try {
      const png = await makeMask(target.src, shownCrf, shownMatting);
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
    } catch {
      toast.error('The background could not be removed from this photo.');
    } finally {
      setBusy(false);
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
      {busy && <progress aria-label="Removing the background" className={styles.fullWidth} />}
    </div>
  );
}

function RemovalSetting({ label, value, onChange }: { label: string; value: number | null; onChange: (v: number | null) => void }) {
  // LiveSlider previews through the editor; these settings are local until applied, so a plain commit is enough
  return <LiveSlider label={label} min={-100} max={100} value={value} clearable onChange={onChange} local />;
}
