// The DOM overlay over the active page: selection frames, resize and rotation handles, snapping
// guides and the marquee, positioned in CSS px at the zoom.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { EditorObject, Page } from '@dm/contracts';
import { descendantsOf } from '@dm/scene';
import { HANDLES } from '../geometry/resize';
import { selectionBounds } from '../geometry/hitTargets';
import type { Guide } from '../geometry/snapping';
import type { Gesture, GestureStore, LiveView } from './interaction';
import styles from './canvas.module.css';

interface Props {
  page: Page;
  selection: string[];
  zoom: number;
  gesture: Gesture | LiveView | null;
  /** The gesture's store: the snapping guides, and each step of a live gesture. */
  gestures: GestureStore;
  /**
   * A live gesture (`gesture` is its view): a move's steps slide the frames of what moves (a CSS
   * transform), a resize's or rotation's steps set the frames' boxes, without rendering.
   */
  live: boolean;
  /** The page as a live resize or rotation shows it at a step. */
  reshape: (g: Gesture) => Page | null;
  readOnly: boolean;
  editingTextId: string | null;
}

function frameStyle(o: EditorObject, zoom: number) {
  return {
    left: o.position.x * zoom,
    top: o.position.y * zoom,
    width: o.width * zoom,
    height: o.height * zoom,
    transform: o.rotation ? `rotate(${o.rotation}deg)` : undefined,
  };
}

export function SelectionOverlay({ page, selection, zoom, gesture, gestures, live, reshape, readOnly, editingTextId }: Props) {
  const selected = selection.map((id) => page.objects[id]).filter((o): o is EditorObject => !!o);
  const single = selected.length === 1 ? selected[0] : null;
  const showHandles = !!single && !readOnly && !single.locked && gesture?.kind !== 'move' && editingTextId !== single.id;
  const handles = single?.type === 'text' ? HANDLES.filter((h) => h.length === 2 || h === 'e' || h === 'w') : HANDLES;
  const multi = selected.length > 1 ? selectionBounds(page, selection) : null;
  // during a live move, the frames of what moves (the moved elements and their contents) sit in
  // one layer that follows the pointer by its transform
  const sliding = live && gesture?.kind === 'move' ? gesture.ids : null;
  const moves = useMemo(() => (sliding ? new Set(sliding.flatMap((id) => [id, ...descendantsOf(page, id)])) : null), [sliding, page]);
  const reshaping = live && (gesture?.kind === 'resize' || gesture?.kind === 'rotate');
  const slide = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!sliding && !reshaping) return;
    const follow = () => {
      const g = gestures.get();
      if (g?.kind === 'move' && slide.current) slide.current.style.transform = `translate(${g.dx * zoom}px, ${g.dy * zoom}px)`;
      const shaped = g && reshape(g);
      if (!shaped || !root.current) return;
      // the frames of a resize or rotation take the boxes of the step (these frames are keyed apart
      // from the ones rendered after the gesture, so nothing set here outlives it)
      for (const el of root.current.querySelectorAll<HTMLElement>('[data-selection-frame]')) {
        const o = shaped.objects[el.dataset.selectionFrame!];
        if (!o) continue;
        const f = frameStyle(o, zoom);
        // only what changed: a rotation changes the transform alone (the frame is on its own
        // layer then, so nothing is laid out or painted again)
        const next = { left: `${f.left}px`, top: `${f.top}px`, width: `${f.width}px`, height: `${f.height}px`, transform: f.transform ?? '' };
        for (const k of ['left', 'top', 'width', 'height', 'transform'] as const) if (el.style[k] !== next[k]) el.style[k] = next[k];
      }
    };
    follow();
    return gestures.subscribe(follow);
  }, [sliding, reshaping, gestures, zoom, reshape]);
  const frame = (o: EditorObject) => (
    <div
      key={reshaping ? `${o.id} live` : o.id}
      className={`${styles.frame} ${o.locked ? styles.locked : ''} ${reshaping ? styles.reshaping : ''}`}
      style={frameStyle(o, zoom)}
      data-selection-frame={o.id}
    >
      {showHandles && o === single && (
        <>
          {handles.map((h) => (
            <span key={h} className={`${styles.handle} ${styles[`handle${h[0].toUpperCase()}${h.slice(1)}`]}`} data-handle={h} />
          ))}
          <span className={styles.rotate} data-handle="rotate" title="Rotate" />
        </>
      )}
    </div>
  );
  const framed = selected.filter((o) => o.id !== editingTextId);
  const multiFrame = multi && (
    <div
      className={styles.multiFrame}
      style={{ left: multi.x * zoom, top: multi.y * zoom, width: multi.width * zoom, height: multi.height * zoom }}
    />
  );
  return (
    <div ref={root} className={styles.overlay} aria-hidden>
      {moves ? (
        <>
          {framed.filter((o) => !moves.has(o.id)).map(frame)}
          <div ref={slide} className={styles.sliding} data-sliding-frames>
            {framed.filter((o) => moves.has(o.id)).map(frame)}
            {/* the box round a selection that only partly moves would be stale: shown again on release */}
            {selected.every((o) => moves.has(o.id)) && multiFrame}
          </div>
        </>
      ) : (
        <>
          {framed.map(frame)}
          {multiFrame}
        </>
      )}
      <Guides gestures={gestures} zoom={zoom} />
      {gesture?.kind === 'marquee' && (
        <div
          className={styles.marquee}
          style={{
            left: Math.min(gesture.x0, gesture.x1) * zoom,
            top: Math.min(gesture.y0, gesture.y1) * zoom,
            width: Math.abs(gesture.x1 - gesture.x0) * zoom,
            height: Math.abs(gesture.y1 - gesture.y0) * zoom,
          }}
        />
      )}
    </div>
  );
}

/**
 * The snapping guides of the move in progress, kept up to date from the gesture's store without
 * rendering (a drag over many elements snaps to new lines in most steps): each line is placed by
 * its transform, on its own layer, so one that moves is neither laid out nor painted again. A
 * line runs from what the moving box lines up with to the box (the page's for the page's lines).
 */
function Guides({ gestures, zoom }: { gestures: GestureStore; zoom: number }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    let shown: Guide[] | null = null;
    const follow = () => {
      const box = host.current;
      const guides = gestures.guides();
      if (!box || guides === shown) return;
      shown = guides;
      while (box.children.length > guides.length) box.lastElementChild!.remove();
      guides.forEach((g, i) => {
        let line = box.children[i] as HTMLDivElement | undefined;
        if (!line) {
          line = document.createElement('div');
          box.appendChild(line);
        }
        if (line.dataset.guide !== g.axis) {
          line.dataset.guide = g.axis;
          line.className = styles.guide;
        }
        // a one-pixel square stretched along the line: moved and sized by its transform alone
        const length = Math.max(1, (g.to - g.from) * zoom);
        line.style.transform = g.axis === 'x'
          ? `translate(${g.at * zoom}px, ${g.from * zoom}px) scaleY(${length})`
          : `translate(${g.from * zoom}px, ${g.at * zoom}px) scaleX(${length})`;
      });
    };
    follow();
    return gestures.subscribe(follow);
  }, [gestures, zoom]);
  return <div ref={host} className={styles.guides} />;
}
