// The page being edited: its canvas (showing the gesture in progress), the hit index, the
// selection overlay, the text editor, and the pointer gestures.
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { PHOTO_DRAG_TYPE } from '@dm/contracts/constants';
import { runAction } from '../actions';
import { useDropFiles } from '../local/useDropFiles';
import { CropOverlay } from '../crop/CropOverlay';
import { cropMode } from '../crop/cropMode';
import type { Engine, HitIndex } from '@dm/engine';
import type { Page } from '@dm/contracts';
import { useEditor, useEditorSelector } from '../EditorContext';
import type { HitTester } from '../geometry/hitTargets';
import type { EditorAssets } from './assets';
import { asHitTester, buildHitIndex } from './hitIndex';
import { type Gesture, GestureStore, previewPage, reshapedSubset, sameExcept } from './interaction';
import { PageCanvas } from './PageCanvas';
import { useSidePanel } from '../layout/sidePanel';
import { SelectionOverlay } from './SelectionOverlay';
import { TextEditorOverlay } from './TextEditorOverlay';
import { usePagePointer } from './usePagePointer';
import styles from './canvas.module.css';

const NO_OFFSET = { dx: 0, dy: 0 };

interface Props {
  page: Page;
  zoom: number;
  engine: Engine | null;
  assets: EditorAssets;
  label: string;
}

export function ActivePage({ page, zoom, engine, assets, label }: Props) {
  const editor = useEditor();
  const design = useEditorSelector((s) => s.design);
  const selection = useEditorSelector((s) => s.selection);
  const editingTextId = useEditorSelector((s) => s.editingTextId);
  const readOnly = useEditorSelector((s) => s.role === 'view');
  const gestures = useMemo(() => new GestureStore(), []);
  // a move, a resize or a rotation renders once: its steps reach the canvas (which slides or
  // redraws only the moving layer) and the overlay's frames without rendering the page; while a
  // text is edited every step renders, from the gesture as it is
  const gesture = useSyncExternalStore(gestures.subscribe, editingTextId ? gestures.get : gestures.view);
  const stepping = gesture && !('live' in gesture) ? gesture : null;
  const live = !!gesture && 'live' in gesture;
  const pageRef = useRef<HTMLDivElement>(null);
  const [assetsTick, setAssetsTick] = useState(0);
  // with the Filter or Adjustment panel open the selected photos' pixels are prepared at their
  // drawn size, so the first slider step only filters
  const { tab, expanded } = useSidePanel();
  const looking = expanded && (tab === 'filters' || tab === 'adjust');
  const prepareLooks = useMemo(() => (looking ? new Set(selection) : undefined), [looking, selection]);

  useEffect(() => {
    let live = true;
    void assets.load(page).then(() => live && setAssetsTick((n) => n + 1));
    return () => {
      live = false;
    };
  }, [assets, page]);

  const index = useMemo<HitIndex | null>(
    () => (engine ? buildHitIndex(engine, page, assets.assets, design) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, page, assetsTick],
  );
  useEffect(() => () => index?.free(), [index]);
  const tester = useMemo<HitTester | null>(() => (index ? asHitTester(index) : null), [index]);
  const hit = useCallback(() => tester, [tester]);

  // a live gesture never copies the page: the canvas draws its steps over cached layers and the
  // overlay frames the selection; a resize or a rotation is worked out on a page holding only the
  // element and the selection (reshapedSubset), once per step for both
  const reshape = useMemo(() => {
    const done = new WeakMap<Gesture, Page>();
    return (g: Gesture): Page | null => {
      if (g.kind !== 'resize' && g.kind !== 'rotate') return null;
      let shaped = done.get(g);
      if (!shaped) done.set(g, (shaped = reshapedSubset(design, page.id, g, selection)));
      return shaped;
    };
  }, [design, page.id, selection]);
  const shown = useMemo(
    () => (stepping && stepping.kind !== 'marquee') || editingTextId ? previewPage(design, page.id, stepping, editingTextId) : page,
    [design, page, stepping, editingTextId],
  );
  const moving = useMemo(() => {
    if (!gesture || gesture.kind === 'marquee') return null;
    // a live move's offset is read from the store at each step (PageCanvas's `live`)
    if (gesture.kind === 'move') return { base: page, moving: gesture.ids, offset: NO_OFFSET };
    return { base: page, moving: [gesture.id] };
  }, [page, gesture]);
  // typing changes one element: the rest of the page stays in the layers cached when editing began
  // (kept while every other element is the same object), so a keystroke redraws only that text
  const editBase = useRef<{ id: string; page: Page } | null>(null);
  const typing = useMemo(() => {
    if (!editingTextId || !page.objects[editingTextId]) {
      editBase.current = null;
      return null;
    }
    const before = editBase.current;
    if (!before || before.id !== editingTextId || !sameExcept(before.page, page, editingTextId)) editBase.current = { id: editingTextId, page };
    return { base: editBase.current!.page, moving: [editingTextId] };
  }, [editingTextId, page]);
  const pointer = usePagePointer(editor, pageRef, zoom, gestures, hit);
  const editing = editingTextId ? page.objects[editingTextId] : undefined;
  const cropping = useSyncExternalStore(cropMode.subscribe, cropMode.get);

  // a photo dragged from the Photos or Uploads tab: onto a frame fills it, onto an image replaces
  // it, anywhere else it is added where it was dropped
  const onDragOver = useCallback((e: DragEvent) => {
    if (readOnly || !(e.dataTransfer.types.includes(PHOTO_DRAG_TYPE) || e.dataTransfer.types.includes('Files'))) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  }, [readOnly]);
  const place = useCallback((photo: { src: string; width: number; height: number; resourceId?: string }, at: { x: number; y: number }) => {
    const id = tester?.at(at.x, at.y);
    const target = id ? editor.page.objects[id] : undefined;
    if (target?.type === 'grid' && !target.locked) runAction(editor, 'fillFrame', { frameId: target.id, ...photo });
    else if (target?.type === 'image' && !target.locked && target.image_details.sub_type !== 'icon') runAction(editor, 'replaceImage', { id: target.id, ...photo });
    else runAction(editor, 'addPhoto', { ...photo, at });
  }, [tester, editor]);
  const dropFiles = useDropFiles(place);
  const onDrop = useCallback((e: DragEvent) => {
    if (readOnly || !pageRef.current) return;
    const r = pageRef.current.getBoundingClientRect();
    const at = { x: (e.clientX - r.left) / zoom, y: (e.clientY - r.top) / zoom };
    if (e.dataTransfer.files.length) {
      // image files from the computer: uploaded (signed in) or kept in this browser (visitor)
      e.preventDefault();
      void dropFiles([...e.dataTransfer.files], at);
      return;
    }
    const raw = e.dataTransfer.getData(PHOTO_DRAG_TYPE);
    if (!raw) return;
    e.preventDefault();
    let photo: { src: string; width: number; height: number; resourceId?: string };
    try {
      photo = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof photo?.src !== 'string' || !(photo.width > 0) || !(photo.height > 0)) return;
    place(photo, at);
  }, [readOnly, zoom, place, dropFiles]);

  return (
    <div
      ref={pageRef}
      className={`${styles.page} ${styles.activePage}`}
      style={{ width: design.width * zoom, height: design.height * zoom }}
      data-active-page
      data-zoom={zoom}
      {...pointer}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <PageCanvas page={shown} width={design.width} height={design.height} zoom={zoom} assets={assets} engine={engine} label={label} gesture={editingTextId ? (gesture ? null : typing) : moving} live={live ? gestures : undefined} reshape={reshape} prepareLooks={prepareLooks} immediate />
      <SelectionOverlay
        page={shown}
        gestures={gestures}
        live={live}
        reshape={reshape}
        selection={cropping ? [] : selection}
        zoom={zoom}
        gesture={gesture}
        readOnly={readOnly}
        editingTextId={editingTextId}
      />
      {editing?.type === 'text' && <TextEditorOverlay key={editing.id} element={editing} zoom={zoom} />}
      <CropOverlay zoom={zoom} />
    </div>
  );
}
