// The light grey workspace: every page under its 'Page N' heading (move up/down, copy, delete,
// add), the active page editable, the others drawn when scrolled into view; the zoom control.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from 'lucide-react';
import type { Engine } from '@dm/engine';
import { useSeen } from '../../ui/useSeen';
import type { Page } from '@dm/contracts';
import { childrenOf } from '@dm/scene';
import { toast } from 'sonner';
import { runAction } from '../actions';
import type { Editor } from '../store/editor';
import { useEditor, useEditorSelector } from '../EditorContext';
import type { Zoom } from '../store/editorState';
import { ActivePage } from './ActivePage';
import type { EditorAssets } from './assets';
import { PageCanvas } from './PageCanvas';
import { usePanZoom } from './usePanZoom';
import { ZoomControl } from './ZoomControl';
import { useSidePanel } from '../layout/sidePanel';
import styles from './canvas.module.css';
import { usePremiumWatermark, WatermarkContext } from './watermark';

const PAD_X = 80;
const PAD_Y = 140;

/** The zoom factor for a zoom setting in a workspace of the given size. */
export function zoomFactor(zoom: Zoom, design: { width: number; height: number }, area: { width: number; height: number }): number {
  if (typeof zoom === 'number') return zoom / 100;
  const fitW = Math.max(40, area.width - PAD_X) / design.width;
  const fitH = Math.max(40, area.height - PAD_Y) / design.height;
  return Math.max(0.02, zoom === 'fill' ? fitW : Math.min(fitW, fitH));
}

function StaticPage({ page, zoom, width, height, assets, engine, label, onFocus }: {
  page: Page; zoom: number; width: number; height: number; assets: EditorAssets; engine: Engine | null; label: string; onFocus?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useSeen(ref, '400px');
  return (
    <div ref={ref} className={`${styles.page} ${onFocus ? styles.inactivePage : ''}`} style={{ width: width * zoom, height: height * zoom }} onPointerDown={onFocus}>
      {visible && <PageCanvas page={page} width={width} height={height} zoom={zoom} assets={assets} engine={engine} label={label} />}
    </div>
  );
}

export function Workspace({ engine, assets }: { engine: Engine | null; assets: EditorAssets }) {
  const editor = useEditor();
  const pages = useEditorSelector((s) => s.design.pages);
  const width = useEditorSelector((s) => s.design.width);
  const height = useEditorSelector((s) => s.design.height);
  const pageId = useEditorSelector((s) => s.pageId);
  const zoomSetting = useEditorSelector((s) => s.zoom);
  const readOnly = useEditorSelector((s) => s.role === 'view');
  const areaRef = useRef<HTMLDivElement>(null);
  // the workspace's size, measured before the first paint: the pages are drawn once, at the zoom
  // that fits them (not first at a guessed size and again a frame later)
  const [measured, setArea] = useState<{ width: number; height: number } | null>(null);
  const area = measured ?? { width: 1000, height: 700 };

  useLayoutEffect(() => {
    const el = areaRef.current!;
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      setArea((was) => (was && was.width === next.width && was.height === next.height ? was : next));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const covered = useFloatingPanelWidth();
  const zoom = zoomFactor(zoomSetting, { width, height }, { width: area.width - covered, height: area.height });
  const shown = usePageWindow(areaRef, pages.length, pages.findIndex((p) => p.id === pageId), height * zoom);

  // focus scrolls to the affected page (one outside the drawn window first comes into it)
  useEffect(() => {
    const el = areaRef.current?.querySelector(`[data-page-id="${CSS.escape(pageId)}"]`);
    if (el) el.scrollIntoView({ block: 'nearest' });
    else if (areaRef.current) areaRef.current.scrollTop = shown.offsetOf(pages.findIndex((p) => p.id === pageId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, pages.length]);

  // at tablet width the open side panel floats over the left of the workspace: Fit leaves that
  // part out and the pages move right of it, so the panel never covers the page
  usePanZoom(editor, areaRef, zoom);
  const many = pages.length > 1;
  const watermark = usePremiumWatermark();

  return (
    <WatermarkContext.Provider value={watermark}>
    {/* the zoom control sits in a frame around the scrolling workspace, so it stays at the bottom
        right of the view however far the pages scroll */}
    <div className={styles.workspaceFrame}>
    <div
      ref={areaRef}
      className={styles.workspace}
      tabIndex={0}
      aria-label="Workspace: Enter selects the first element, Tab the next, Enter edits a text, arrow keys move it"
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // Tab walks the elements while one is selected; past the last (or before the first) the
        // selection ends and focus moves on as usual, so the keyboard is never trapped here
        if (e.key === 'Tab' && !e.ctrlKey && !e.metaKey && !e.altKey && editor.selection.length) {
          const order = childrenOf(editor.page, null).map((o) => o.id);
          const at = order.indexOf(editor.selection[editor.selection.length - 1]);
          const next = at + (e.shiftKey ? -1 : 1);
          if (next < 0 || next >= order.length) editor.select([]);
          else {
            e.preventDefault();
            editor.select([order[next]]);
          }
        } else if (e.key === 'Enter') {
          e.preventDefault();
          const one = editor.selected.length === 1 ? editor.selected[0] : null;
          if (!one) runAction(editor, 'selectNext');
          else if (one.type === 'text') runAction(editor, 'startTextEditing', one.id);
        }
      }}
      onPointerDown={(e) => {
        if (e.target === e.currentTarget || (e.target as HTMLElement).dataset.workspaceGap !== undefined) editor.select([]);
      }}
    >
      <div className={styles.pages} data-workspace-gap style={covered ? { paddingLeft: covered + 40 } : undefined}>
        {measured && pages.map((page, i) => {
          if (!shown.has(i)) {
            // pages out of view are one spacer per run of them (a 500-page design renders a few sections)
            return shown.has(i - 1) || i === 0 ? <div key={`gap-${page.id}`} aria-hidden style={{ height: shown.gapAfter(i - 1) }} /> : null;
          }
          const n = i + 1;
          const label = `Page ${n}`;
          return (
            <section key={page.id} ref={i === shown.first ? shown.measure : undefined} className={styles.pageSection} aria-label={label} data-page-id={page.id} data-elements={Object.keys(page.objects).length}>
              <div className={styles.pageHeader}>
                <h2 className={styles.pageTitle}>{label}</h2>
                {!readOnly && (
                  <>
                    {many && i > 0 && (
                      <button type="button" className={styles.pageButton} aria-label="Move page up" title="Move up" onClick={() => runAction(editor, 'movePageUp', page.id)}>
                        <ArrowUp size={16} aria-hidden />
                      </button>
                    )}
                    {many && i < pages.length - 1 && (
                      <button type="button" className={styles.pageButton} aria-label="Move page down" title="Move down" onClick={() => runAction(editor, 'movePageDown', page.id)}>
                        <ArrowDown size={16} aria-hidden />
                      </button>
                    )}
                    <button type="button" className={styles.pageButton} aria-label="Copy page" title="Copy page" onClick={() => runAction(editor, 'copyPage', page.id)}>
                      <Copy size={16} aria-hidden />
                    </button>
                    {many && (
                      <button type="button" className={styles.pageButton} aria-label="Delete page" title="Delete page" onClick={() => deletePageWithUndo(editor, page.id, i + 1)}>
                        <Trash2 size={16} aria-hidden />
                      </button>
                    )}
                    <button type="button" className={styles.pageButton} aria-label="Add page after" title="Add page" onClick={() => runAction(editor, 'addPage', page.id)}>
                      <Plus size={16} aria-hidden />
                    </button>
                  </>
                )}
              </div>
              {page.id === pageId
                ? <ActivePage page={page} zoom={zoom} engine={engine} assets={assets} label={`${label} canvas`} />
                : <StaticPage page={page} zoom={zoom} width={width} height={height} assets={assets} engine={engine} label={`${label} canvas`} onFocus={() => editor.focusPage(page.id)} />}
            </section>
          );
        })}
        {!readOnly && (
          <button type="button" className={styles.addPage} style={{ width: width * zoom }} onClick={() => runAction(editor, 'addPage')}>
            <Plus size={16} aria-hidden /> Add page
          </button>
        )}
      </div>
    </div>
      <ZoomControl zoom={zoom} />
    </div>
    </WatermarkContext.Provider>
  );
}

/** Designs with more pages than this draw only the pages near the view (the rest are spacers). */
export const PAGE_WINDOW_FROM = 12;
/** Pages drawn beyond the view on each side. */
const PAGE_WINDOW_MARGIN = 2;
/** The gap between page sections (--dm-space-4). */
const PAGE_GAP = 16;

interface PageWindow {
  has(i: number): boolean;
  /** The first page drawn (its section is measured for the height of every section). */
  first: number;
  measure: (el: HTMLElement | null) => void;
  /** The spacer's height after page i (-1: before the first page) up to the next page drawn. */
  gapAfter(i: number): number;
  /** Scroll position that shows page i at the top. */
  offsetOf(i: number): number;
}

/**
 * Which pages to draw: every page of a short design; of a long one, those in view and two on each
 * side, and always the page being edited. Every section has the same height (one page size), so
 * spacers stand in for the rest and the scroll bar stays true.
 */
export function usePageWindow(areaRef: React.RefObject<HTMLElement | null>, count: number, active: number, pageHeight: number): PageWindow {
  const [view, setView] = useState({ top: 0, height: 900 });
  const [sectionHeight, setSectionHeight] = useState(0);
  const virtual = count > PAGE_WINDOW_FROM;
  useEffect(() => {
    const el = areaRef.current;
    if (!el || !virtual) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((v) => (v.top === el.scrollTop && v.height === el.clientHeight ? v : { top: el.scrollTop, height: el.clientHeight }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const ro = new ResizeObserver(onScroll);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [areaRef, virtual]);
  // a section's height as laid out, observed (never a forced layout while React commits)
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!el || !virtual) return;
    observer.current = new ResizeObserver(([entry]) => {
      const h = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      setSectionHeight((old) => (h > 0 && Math.abs(h - old) > 0.5 ? h : old));
    });
    observer.current.observe(el);
  }, [virtual]);
  const stride = (sectionHeight || pageHeight + 40) + PAGE_GAP;
  const PAD_TOP = 24;
  const from = virtual ? Math.max(0, Math.floor((view.top - PAD_TOP) / stride) - PAGE_WINDOW_MARGIN) : 0;
  const to = virtual ? Math.min(count - 1, Math.ceil((view.top + view.height - PAD_TOP) / stride) + PAGE_WINDOW_MARGIN) : count - 1;
  const has = (i: number) => i >= 0 && i < count && ((i >= from && i <= to) || i === active);
  return {
    has,
    first: virtual ? Math.min(from, active < 0 ? from : active) : 0,
    measure,
    gapAfter: (i) => {
      let next = i + 1;
      while (next < count && !has(next)) next++;
      // i's own gap is the flex gap; the spacer holds the skipped sections and their gaps (less one: the flex gap after it)
      return Math.max(0, (next - i - 1) * stride - PAGE_GAP);
    },
    offsetOf: (i) => PAD_TOP + Math.max(0, i) * stride,
  };
}

/** Deletes a page at once (no dialog in the way) and offers Undo in a toast, as Canva does. */
function deletePageWithUndo(editor: Editor, pageId: string, number: number) {
  runAction(editor, 'deletePage', pageId);
  toast(`Page ${number} deleted`, {
    action: { label: 'Undo', onClick: () => runAction(editor, 'undo') },
    duration: 6000,
  });
}

/** Width of the workspace the side panel covers: its width when it floats (991 px or less) and is open. */
const TABLET_QUERY = '(max-width: 991px)';
const PANEL_WIDTH = 388;
const RAIL_WIDTH = 78;
function useFloatingPanelWidth(): number {
  const panel = useSidePanel();
  const [tablet, setTablet] = useState(() => typeof window !== 'undefined' && window.matchMedia(TABLET_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(TABLET_QUERY);
    const on = () => setTablet(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return tablet && panel.expanded ? Math.min(PANEL_WIDTH, window.innerWidth - RAIL_WIDTH) : 0;
}
