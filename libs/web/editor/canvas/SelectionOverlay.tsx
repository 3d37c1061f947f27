// The DOM overlay over the active page: selection frames, resize and rotation handles, snapping
// guides and the marquee, positioned in CSS px at the zoom.
import type { EditorObject, Page } from '@dm/contracts';
import { HANDLES } from '../geometry/resize';
import { selectionBounds } from '../geometry/hitTargets';
import type { Gesture } from './interaction';
import styles from './canvas.module.css';

interface Props {
  page: Page;
  selection: string[];
  zoom: number;
  gesture: Gesture | null;
  readOnly: boolean;
  editingTextId: string | null;
  designSize: { width: number; height: number };
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

export function SelectionOverlay({ page, selection, zoom, gesture, readOnly, editingTextId, designSize }: Props) {
  const selected = selection.map((id) => page.objects[id]).filter((o): o is EditorObject => !!o);
  const single = selected.length === 1 ? selected[0] : null;
  const showHandles = !!single && !readOnly && !single.locked && gesture?.kind !== 'move' && editingTextId !== single.id;
  const handles = single?.type === 'text' ? HANDLES.filter((h) => h.length === 2 || h === 'e' || h === 'w') : HANDLES;
  const multi = selected.length > 1 ? selectionBounds(page, selection) : null;
  return (
    <div className={styles.overlay} aria-hidden>
      {selected.filter((o) => o.id !== editingTextId).map((o) => (
        <div
          key={o.id}
          className={`${styles.frame} ${o.locked ? styles.locked : ''}`}
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
      ))}
      {multi && (
        <div
          className={styles.multiFrame}
          style={{ left: multi.x * zoom, top: multi.y * zoom, width: multi.width * zoom, height: multi.height * zoom }}
        />
      )}
      {gesture?.kind === 'move' && gesture.guides.map((g, i) => (
        <div
          key={i}
          className={g.axis === 'x' ? styles.guideV : styles.guideH}
          style={g.axis === 'x'
            ? { left: g.at * zoom, top: 0, height: designSize.height * zoom }
            : { top: g.at * zoom, left: 0, width: designSize.width * zoom }}
          data-guide={g.axis}
        />
      ))}
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
