// The mockup editor's parts shared by the mockup page and the design editor's Mockups tab: the
// editing state (placed images, colours, the preview drawn after every change) and its controls.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { FolderCalls } from '@dm/contracts/calls';
import { MOCKUP_CROP_ZOOM, MockupTexts } from '@dm/contracts/constants';
import type { HueInput, Mockup, MockupInputs, UserImageInput } from '@dm/contracts/types';
import { coverCrop, type ImageCrop } from '@dm/engine';
import { postForm } from '../api/form';
import { Button } from '../ui/Button';
import { useOwnedDesignsQuery } from '../dashboard/dashboardApi';
import { useAuth } from '../auth/hooks';
import { composePreview, decodeImage, hueValueOf, type PlacedImage, previewScene, watermark } from './compose';
import { pendingImage } from './pendingImage';
import styles from './Mockups.module.css';

export interface Placed extends PlacedImage { src?: string; url: string }

/** Keeps an image with the user's uploads (what saves and orders refer to). */
export async function uploadImage(file: Blob, name = 'mockup-image.png'): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const r = await postForm<{ resources: { path: string }[] }>(FolderCalls.uploadFile, form);
  if (r.error) throw new Error(r.error.message);
  return r.data.resources[0].path;
}

/**
 * A mockup being edited: images placed per layer (decoded once, cropped as the crop dialog says),
 * colours per hue layer, and the preview composed at `width` into `canvas` after every change
 * (watermarked: the clean render is what is bought).
 */
export function useMockupEditing(mockup: Mockup, opts: { initial?: MockupInputs; signedIn: boolean; width: number; usePending?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hues, setHues] = useState<Map<string, HueInput>>(() => new Map((opts.initial?.hue_values ?? []).map((h) => [h.layer, h])));
  const [placed, setPlaced] = useState<Map<string, Placed>>(new Map());
  const [changed, setChanged] = useState(false);
  const [generated, setGenerated] = useState(false);
  const [failed, setFailed] = useState('');
  const dynamic = mockup.layers.filter((l) => l.type === 'dynamic');

  const place = useCallback(async (layerId: string, blob: Blob, src?: string, crop?: ImageCrop) => {
    const layer = mockup.layers.find((l) => l._id === layerId)!;
    const image = await decodeImage(blob);
    const aspect = (layer.upload_resolution?.width ?? 1) / (layer.upload_resolution?.height ?? 1);
    const c = crop ?? { ...coverCrop(image.width, image.height, aspect), rotate: 0 };
    const url = URL.createObjectURL(blob);
    setPlaced((m) => new Map(m).set(layerId, { image, crop: c, src, url }));
  }, [mockup.layers]);

  // a saved mockup's images, or the image chosen on the listing
  useEffect(() => {
    void (async () => {
      if (opts.initial) {
        for (const ui of opts.initial.user_images) {
          const blob = await (await fetch(ui.src, { credentials: 'same-origin' })).blob();
          await place(ui.layer, blob, ui.src, ui.cropDetails);
        }
      } else if (opts.usePending) {
        const p = pendingImage();
        if (p && dynamic[0]) { await place(dynamic[0]._id, p, opts.signedIn ? await uploadImage(p).catch(() => undefined) : undefined); setChanged(true); }
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // every change draws the preview again
  useEffect(() => {
    let live = true;
    const t0 = performance.now();
    void (async () => {
      try {
        const scene = await previewScene(mockup, opts.width);
        const t1 = performance.now();
        const img = await composePreview(scene, new Map([...hues].map(([k, v]) => [k, { h: v.h, s: v.s, l: v.l, a: v.a }])), placed);
        if (!live || !canvas.current) return;
        const ctx = canvas.current.getContext('2d')!;
        canvas.current.width = img.width;
        canvas.current.height = img.height;
        ctx.putImageData(img, 0, 0);
        watermark(ctx, img.width, img.height);
        // the bench reads these: the whole regeneration, and the part after the pictures were loaded
        performance.measure('mockup-preview', { start: t0, end: performance.now() });
        performance.measure('mockup-compose', { start: t1, end: performance.now() });
        setGenerated(placed.size > 0);
        canvas.current.dataset.generated = String(Date.now());
      } catch {
        if (live) setFailed(MockupTexts.generationFailed);
      }
    })();
    return () => { live = false; };
  }, [mockup, hues, placed, opts.width]);

  const inputs = (): MockupInputs => ({
    hue_values: [...hues.values()],
    user_images: [...placed].filter(([, p]) => p.src).map(([layer, p]): UserImageInput => ({ layer, src: p.src!, cropDetails: { ...p.crop, rotate: (p.crop.rotate ?? 0) as 0 | 90 | 180 | 270, zoom: (p.crop as { zoom?: number }).zoom ?? 1 } })),
  });

  const choose = async (layerId: string, file: Blob) => {
    setFailed('');
    try {
      const src = opts.signedIn ? await uploadImage(file) : undefined;
      await place(layerId, file, src);
      setChanged(true);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : MockupTexts.generationFailed);
    }
  };
  const remove = (layerId: string) => { setPlaced((m) => { const n = new Map(m); n.delete(layerId); return n; }); setChanged(true); };
  const setCrop = (layerId: string, crop: ImageCrop) => { setPlaced((m) => new Map(m).set(layerId, { ...m.get(layerId)!, crop })); setChanged(true); };
  const setHue = (layerId: string, hex: string) => { setHues((m) => new Map(m).set(layerId, { layer: layerId, ...hueValueOf(hex) })); setChanged(true); };
  return { canvas, placed, hues, changed, setChanged, generated, failed, inputs, choose, remove, setCrop, setHue };
}

/** Every layer's controls: 'Upload Image' / 'Adjust Image' / remove per image layer, 'Choose color' + Apply per colour layer. */
export function MockupLayers({ mockup, editing }: { mockup: Mockup; editing: ReturnType<typeof useMockupEditing> }) {
  const [cropping, setCropping] = useState<string | null>(null);
  const croppingLayer = mockup.layers.find((x) => x._id === cropping);
  return (
    <>
      {mockup.layers.filter((l) => l.type === 'dynamic').map((l) => (
        <ImageLayer key={l._id} name={l.name} placed={editing.placed.get(l._id)} onChoose={(f) => void editing.choose(l._id, f)}
          onAdjust={() => setCropping(l._id)} onRemove={() => editing.remove(l._id)} />
      ))}
      {mockup.layers.filter((l) => l.features.hue).map((l) => (
        <HueLayer key={l._id} name={l.name} onApply={(hex) => editing.setHue(l._id, hex)} />
      ))}
      {cropping && croppingLayer && editing.placed.get(cropping) ? (
        <CropDialog placed={editing.placed.get(cropping)!} aspect={(croppingLayer.upload_resolution?.width ?? 1) / (croppingLayer.upload_resolution?.height ?? 1)}
          onClose={() => setCropping(null)} onCrop={(crop) => { editing.setCrop(cropping, crop); setCropping(null); }} />
      ) : null}
    </>
  );
}

export function ImageLayer({ name, placed, onChoose, onAdjust, onRemove }: { name: string; placed?: Placed; onChoose: (f: Blob) => void; onAdjust: () => void; onRemove: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { user } = useAuth();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className={styles.layer} data-layer={name}>
      <strong>{name}</strong>
      <input ref={input} type="file" accept="image/png,image/jpeg" hidden aria-label={`${name} image file`} onChange={(e) => { const f = e.target.files?.[0]; if (f) onChoose(f); e.target.value = ''; }} />
      <div className={styles.layerRow}>
        {placed ? <img src={placed.url} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} /> : null}
        <Button onClick={() => (user ? setChoosing(true) : input.current?.click())}>{MockupTexts.uploadImage}</Button>
        {placed ? <Button onClick={onAdjust}>{MockupTexts.adjustImage}</Button> : null}
        {placed ? <Button aria-label={`Remove ${name} image`} onClick={onRemove}>Remove</Button> : null}
      </div>
      {choosing ? (
        <ChooseImage onUpload={() => { setChoosing(false); input.current?.click(); }} onChosen={(b) => { setChoosing(false); onChoose(b); }} onClose={() => setChoosing(false)} />
      ) : null}
    </div>
  );
}

export function HueLayer({ name, onApply }: { name: string; onApply: (hex: string) => void }) {
  const [hex, setHex] = useState('#3f7fd8');
  return (
    <div className={styles.layer}>
      <strong>{name}</strong>
      <div className={styles.layerRow}>
        <label>{MockupTexts.chooseColor} <input type="color" aria-label={`${MockupTexts.chooseColor} for ${name}`} value={hex} onChange={(e) => setHex(e.target.value)} /></label>
        <Button onClick={() => onApply(hex)}>{MockupTexts.apply}</Button>
      </div>
    </div>
  );
}

/** 'Crop selected image': rotate in quarter turns, zoom 1–100 (into the centre), Crop. */
function CropDialog({ placed, aspect, onCrop, onClose }: { placed: Placed; aspect: number; onCrop: (c: ImageCrop & { zoom: number }) => void; onClose: () => void }) {
  const [rotate, setRotate] = useState(placed.crop.rotate ?? 0);
  const [zoom, setZoom] = useState((placed.crop as { zoom?: number }).zoom ?? 1);
  const crop = useMemo(() => {
    const turned = rotate % 180 !== 0;
    const w = turned ? placed.image.height : placed.image.width, h = turned ? placed.image.width : placed.image.height;
    const full = coverCrop(w, h, aspect);
    const k = 1 + (zoom - 1) / 33;
    const cw = Math.max(1, Math.round(full.width / k)), ch = Math.max(1, Math.round(full.height / k));
    return { x: Math.round((w - cw) / 2), y: Math.round((h - ch) / 2), width: cw, height: ch, rotate, zoom };
  }, [rotate, zoom, aspect, placed.image]);
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.45)' }} />
        <Dialog.Content style={{ position: 'fixed', top: '10%', left: '50%', transform: 'translateX(-50%)', background: '#fff', padding: 20, borderRadius: 12, width: 520 }} aria-describedby={undefined}>
          <Dialog.Title>{MockupTexts.cropTitle}</Dialog.Title>
          <div className={styles.cropFrame}>
            <img src={placed.url} alt="" className={styles.cropArea} style={{ transform: `rotate(${rotate}deg) scale(${1 + (zoom - 1) / 33})` }} />
          </div>
          <div className={styles.layerRow}>
            <Button onClick={() => setRotate((r) => (r + 90) % 360)}>Rotate</Button>
            <label>Zoom <input type="range" min={MOCKUP_CROP_ZOOM.min} max={MOCKUP_CROP_ZOOM.max} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} aria-label="Zoom" /></label>
            <Button variant="primary" onClick={() => onCrop(crop)}>{MockupTexts.crop}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'choose or upload image': a new upload, or one of the user's designs (its thumbnail). */
export function ChooseImage({ onUpload, onChosen, onClose }: { onUpload: () => void; onChosen: (b: Blob) => void; onClose: () => void }) {
  const { data: designs } = useOwnedDesignsQuery();
  const pick = async (src: string) => onChosen(await (await fetch(src, { credentials: 'same-origin' })).blob());
  const withPicture = designs?.filter((d) => d.thumbnail) ?? [];
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title>{MockupTexts.chooseOrUpload}</Dialog.Title>
          <Button variant="primary" onClick={onUpload}>Upload new</Button>
          <h4>Your designs</h4>
          {designs && !withPicture.length ? <p className={styles.count}>No designs with a picture yet.</p> : null}
          <div className={styles.chooseGrid}>
            {withPicture.map((d) => (
              <button key={d._id} type="button" className={styles.chooseTile} aria-label={d.name} onClick={() => void pick(d.thumbnail!)}>
                <img src={d.thumbnail!} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
