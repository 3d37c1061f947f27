// Crop mode on the page: the whole photo, dimmed outside the crop box, with eight handles (four
// corners keeping the page's proportions for a background); a drag on a handle moves that edge or
// corner, a drag inside the box moves the box over the photo (never past it). A rotated photo is
// cropped in its own frame, the overlay turned with it. Enter is Done, Escape is Cancel.
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ImageAdjustments, ImageDetails } from '@dm/contracts';
import { lookJobs, resolveAssetUrl } from '@dm/scene';
import { shallowEqual } from 'react-redux';
import { browserLoader } from '../canvas/assets';
import { editorImageWork } from '../canvas/imageWork';
import { useEditor, useEditorSelector } from '../EditorContext';
import { LOCAL_PREFIX, localObjectUrl } from '../local/localImages';
import { backgroundImageOf } from '../actions/look';
import { type CropHandle, dragCornerLocked, dragHandle, moveBox, toLocal } from './cropMath';
import { cancelCrop, cropMode, finishCrop } from './cropMode';
import styles from '../canvas/canvas.module.css';

const HANDLES: CropHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
const CORNERS: CropHandle[] = ['nw', 'ne', 'se', 'sw'];

function useImageUrl(src: string | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!src) return;
    let live = true;
    if (src.startsWith(LOCAL_PREFIX)) void localObjectUrl(src).then((u) => live && setUrl(u), () => undefined);
    else setUrl(resolveAssetUrl(src));
    return () => {
      live = false;
    };
  }, [src]);
  return url;
}

/** The longer side of the filtered copy shown in crop mode. */
const LOOK_SIDE = 1200;

/**
 * The photo with its filter and adjustments (made in the engine's worker at up to LOOK_SIDE px),
 * so crop mode shows the photo as it looks; the plain photo until it is ready.
 */
function useLookUrl(src: string | undefined, plain: string | undefined, filter: ImageDetails['filter'] | undefined, adjustments: ImageAdjustments | undefined): string | undefined {
  const [look, setLook] = useState<{ key: string; url: string } | null>(null);
  const key = JSON.stringify([src, filter ?? null, adjustments ?? null]);
  useEffect(() => {
    if (!src || !plain) return;
    let live = true;
    let made: string | null = null;
    void (async () => {
      const img = (await browserLoader.loadImage(src)) as HTMLImageElement;
      const k = Math.min(1, LOOK_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
      const w = Math.max(1, Math.round(img.naturalWidth * k));
      const h = Math.max(1, Math.round(img.naturalHeight * k));
      const jobs = lookJobs({ filter, adjustments }, w, h);
      if (!jobs.length || !live) return;
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(img, 0, 0, w, h);
      const out = await editorImageWork().process(ctx.getImageData(0, 0, w, h), jobs);
      ctx.putImageData(new ImageData(out.data as Uint8ClampedArray<ArrayBuffer>, out.width, out.height), 0, 0);
      const blob = await new Promise<Blob | null>((ok) => c.toBlob(ok, 'image/png'));
      if (!blob || !live) return;
      made = URL.createObjectURL(blob);
      setLook({ key, url: made });
    })().catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // the key holds the look's inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, plain]);
  return look?.key === key ? look.url : plain;
}

export function CropOverlay({ zoom }: { zoom: number }) {
  const editor = useEditor();
  const session = useSyncExternalStore(cropMode.subscribe, cropMode.get);
  const selection = useEditorSelector((s) => s.selection.join('\n'));
  const src = useEditorSelector(() => {
    if (!session) return undefined;
    if (session.id === null) return backgroundImageOf(editor.page) ?? undefined;
    const o = editor.page.objects[session.id];
    return o?.type === 'image' ? o.image_details.src : undefined;
  });
  const look = useEditorSelector(() => {
    const o = session?.id ? editor.page.objects[session.id] : undefined;
    return o?.type === 'image' ? { filter: o.image_details.filter, adjustments: o.image_details.adjustments } : null;
  }, shallowEqual);
  const plain = useImageUrl(src);
  const url = useLookUrl(src, plain, look?.filter, look?.adjustments);
  const drag = useRef<{ handle: CropHandle | 'move'; x: number; y: number; box: NonNullable<typeof session>['box'] } | null>(null);

  // another selection (or the image gone) ends crop mode without a change
  useEffect(() => {
    if (session && selection !== (session.id ?? '')) cancelCrop();
  }, [selection, session]);
  useEffect(() => {
    if (!session) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter') finishCrop(editor);
      else if (e.key === 'Escape') cancelCrop();
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [session, editor]);

  if (!session) return null;
  const { full, box, rotation, pivot } = session;
  const down = (handle: CropHandle | 'move') => (e: PointerEvent<HTMLElement>) => {
    e.stopPropagation();
    e.preventDefault();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    drag.current = { handle, x: e.clientX, y: e.clientY, box };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const s = cropMode.get();
    if (!d || !s) return;
    const { dx, dy } = toLocal((e.clientX - d.x) / zoom, (e.clientY - d.y) / zoom, s.rotation);
    const next = d.handle === 'move' ? moveBox(d.box, s.full, dx, dy)
      : s.aspect ? dragCornerLocked(d.box, s.full, d.handle, dx, dy, s.aspect) : dragHandle(d.box, s.full, d.handle, dx, dy);
    cropMode.set({ ...s, box: next });
  };
  const up = () => {
    drag.current = null;
  };
  return (
    <div
      className={styles.cropLayer}
      data-crop-layer
      style={{
        left: full.x * zoom, top: full.y * zoom, width: full.width * zoom, height: full.height * zoom,
        transform: rotation ? `rotate(${rotation}deg)` : undefined,
        transformOrigin: `${(pivot.x - full.x) * zoom}px ${(pivot.y - full.y) * zoom}px`,
      }}
      onPointerDown={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
    >
      {url && <img src={url} alt="" className={styles.cropImage} style={{ transform: `scale(${session.flipH}, ${session.flipV})` }} draggable={false} />}
      <div
        className={styles.cropBox}
        aria-label="Crop box"
        data-crop-box
        style={{ left: (box.x - full.x) * zoom, top: (box.y - full.y) * zoom, width: box.width * zoom, height: box.height * zoom }}
        onPointerDown={down('move')} onPointerMove={move} onPointerUp={up} onPointerCancel={up}
      >
        {(session.aspect ? CORNERS : HANDLES).map((h) => (
          <span key={h} className={styles.cropHandle} data-crop-handle={h} aria-label={`Crop handle ${h}`}
            onPointerDown={down(h)} onPointerMove={move} onPointerUp={up} onPointerCancel={up} />
        ))}
      </div>
    </div>
  );
}
