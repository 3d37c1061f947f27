// The Animate tab: Page and Element tabs with every animation previewed live on a small sample,
// None to remove, and the page's duration (slider 0.1–30 s, typed 1–30 s).
import { useEffect, useRef, useState } from 'react';
import { Tabs } from 'radix-ui';
import type { Page } from '@dm/contracts';
import { ANIMATION_TIMING, ANIMATIONS, emptyAssets, pageAt, renderPage } from '@dm/scene';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import styles from './Animate.module.css';
import panelStyles from '../panels/panels.module.css';

const SAMPLE: Page = {
  id: 's', groups: [], background_color: '#ffffff', background_image: null, animation_duration: 2.2, animation: null,
  objects: {
    t: { id: 't', type: 'text', layer_index: 0, parent: null, position: { x: 10, y: 18 }, width: 80, height: 30, rotation: 0, opacity: 1, locked: false, animation: null, text_details: { text: 'Aa', font: 'Montserrat', bold: true, italic: false, fontSize: 26, fontColor: '#4c1d95' } },
    b: { id: 'b', type: 'box', layer_index: 1, parent: null, position: { x: 20, y: 60 }, width: 60, height: 22, rotation: 0, opacity: 1, locked: false, animation: null, box_details: { color: '#a78bfa', radius: 6 } },
  },
} as unknown as Page;

/** Every preview canvas animates its sample on one clock. */
function Preview({ name, page }: { name: string; page: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let raf = 0;
    const t0 = performance.now();
    const assets = emptyAssets();
    const sample = structuredClone(SAMPLE);
    if (page) sample.animation = { name };
    else for (const o of Object.values(sample.objects)) o.animation = { name };
    const draw = (now: number) => {
      const c = canvas.current;
      if (c) {
        const t = ((now - t0) / 1000) % 2.2;
        const f = pageAt(sample, t, { width: 100, height: 100 });
        const ctx = c.getContext('2d')!;
        renderPage(ctx as never, f.page, assets, { width: 100, height: 100, scale: c.width / 100, effects: f.effects });
      }
      raf = requestAnimationFrame(draw);
    };
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [name, page]);
  return <canvas ref={canvas} width={96} height={96} aria-hidden />;
}

export function AnimatePanel() {
  const editor = useEditor();
  const [tab, setTab] = useState<'Page' | 'Element'>(() => (editor.selected.length ? 'Element' : 'Page'));
  const pageAnim = useEditorSelector((s) => s.design.pages.find((p) => p.id === s.pageId)?.animation?.name ?? null);
  const duration = useEditorSelector((s) => s.design.pages.find((p) => p.id === s.pageId)?.animation_duration ?? ANIMATION_TIMING.defaultDuration);
  const selected = useEditorSelector((s) => {
    const page = s.design.pages.find((p) => p.id === s.pageId);
    return s.selection.map((id) => page?.objects[id]).filter(Boolean);
  });
  const current = tab === 'Page' ? pageAnim : selected.length ? (selected[0]!.animation?.name ?? null) : null;
  const onlyText = selected.length > 0 && selected.every((o) => o!.type === 'text');
  const list = ANIMATIONS.filter((a) => (tab === 'Page' ? a.pageLevelOnly || !a.textOnly : !a.pageLevelOnly && (!a.textOnly || onlyText)));
  const [typed, setTyped] = useState(String(duration));
  useEffect(() => setTyped(String(duration)), [duration]);
  const choose = (name: string | null) => runAction(editor, 'setAnimation', { target: tab === 'Page' ? 'page' : 'selection', name });
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as 'Page' | 'Element')} className={panelStyles.stack}>
      <Tabs.List className={panelStyles.subtabs} aria-label="Animate">
        <Tabs.Trigger value="Page" className={panelStyles.subtab}>Page</Tabs.Trigger>
        <Tabs.Trigger value="Element" className={panelStyles.subtab}>Element</Tabs.Trigger>
      </Tabs.List>
      {tab === 'Element' && !selected.length ? <p className={panelStyles.hint}>Select an element on the page to animate it.</p> : (
        <div className={styles.grid} role="group" aria-label={`${tab} animations`}>
          <button type="button" className={styles.item} aria-pressed={!current} onClick={() => choose(null)}>None</button>
          {list.map((a) => (
            <button key={a.name} type="button" className={styles.item} aria-pressed={current === a.name} onClick={() => choose(a.name)}>
              <Preview name={a.name} page={tab === 'Page'} />
              {a.displayName}
            </button>
          ))}
        </div>
      )}
      <h3 className={panelStyles.sectionTitle}>Page duration</h3>
      <div className={styles.row}>
        <input type="range" aria-label="Page duration" min={ANIMATION_TIMING.minDuration} max={ANIMATION_TIMING.maxDuration} step={0.1} value={duration}
          onChange={(e) => runAction(editor, 'setPageDuration', Number(e.target.value))} />
        <input type="number" aria-label="Page duration in seconds" min={1} max={30} step={0.1} value={typed} style={{ width: 64, color: '#111' }}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => { const v = Number(typed); if (typed.trim() && v >= 1 && v <= 30) runAction(editor, 'setPageDuration', v); else setTyped(String(duration)); }}
          onKeyDown={(e) => { e.stopPropagation(); if (e.key === 'Enter') (e.target as HTMLInputElement).blur(); }} />
        <span>s</span>
      </div>
    </Tabs.Root>
  );
}
