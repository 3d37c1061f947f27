// The player ('Play'): the design's pages in sequence, each animated, as a modal; and present
// mode ('Present'): the same full screen, arrow keys / space / click to move between pages, Esc.
import { useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Pause, Play, X } from 'lucide-react';
import type { DesignFile } from '@dm/contracts';
import { timeline } from '@dm/scene';
import { paintAt, prepare } from './framePainter';
import styles from './Animate.module.css';

function usePlayback(design: DesignFile, canvas: React.RefObject<HTMLCanvasElement | null>, playing: boolean, loop: boolean) {
  const [t, setT] = useState(0);
  const [page, setPage] = useState(0);
  const [ready, setReady] = useState(false);
  const clock = useRef({ t: 0, last: 0 });
  const { total, starts } = timeline(design);
  useEffect(() => { void prepare(design).then(() => setReady(true)); }, [design]);
  useEffect(() => {
    if (!ready) return;
    let raf = 0;
    clock.current.last = performance.now();
    const tick = (now: number) => {
      const dt = (now - clock.current.last) / 1000;
      clock.current.last = now;
      if (playing) clock.current.t += dt;
      if (clock.current.t >= total) clock.current.t = loop ? 0 : total - 1e-3;
      if (canvas.current) {
        const index = paintAt(canvas.current, design, clock.current.t);
        setPage(index);
        (window as unknown as { __dmPlayerFrames?: number }).__dmPlayerFrames = ((window as unknown as { __dmPlayerFrames?: number }).__dmPlayerFrames ?? 0) + 1;
      }
      setT(clock.current.t);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [ready, playing, loop, design, total, canvas]);
  const seekPage = (i: number) => { const k = Math.max(0, Math.min(starts.length - 1, i)); clock.current.t = starts[k]; };
  return { t, total, page, pages: starts.length, seekPage, ready };
}

export function PlayerDialog({ design, open, onOpenChange }: { design: DesignFile; open: boolean; onOpenChange: (o: boolean) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(true);
  const { t, total, page, pages } = usePlayback(design, canvas, open && playing, true);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.player} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>Play</Dialog.Title>
          <canvas ref={canvas} width={960} height={540} className={styles.stage} aria-label="Player" data-page={page + 1} data-time={t.toFixed(2)} />
          <div className={styles.controls}>
            <button type="button" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((p) => !p)}>{playing ? <Pause size={16} /> : <Play size={16} />}</button>
            <progress max={total} value={t} aria-label="Playback" />
            <span>Page {page + 1} of {pages} · {t.toFixed(1)} / {total.toFixed(1)} s</span>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function PresentMode({ design, onClose }: { design: DesignFile; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const { page, pages, seekPage } = usePlayback(design, canvas, true, false);
  const close = useRef(onClose);
  close.current = onClose;
  const nav = useRef({ page, seekPage });
  nav.current = { page, seekPage };
  // full screen once; leaving it (Esc in full screen) ends present mode
  useEffect(() => {
    void root.current?.requestFullscreen?.().catch(() => undefined);
    const left = () => { if (!document.fullscreenElement) close.current(); };
    document.addEventListener('fullscreenchange', left);
    return () => document.removeEventListener('fullscreenchange', left);
  }, []);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const { page: at, seekPage: seek } = nav.current;
      if (e.key === 'Escape') close.current();
      else if (e.key === 'ArrowRight' || e.key === ' ' || e.key === 'PageDown') { e.preventDefault(); seek(at + 1); }
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') { e.preventDefault(); seek(at - 1); }
    };
    window.addEventListener('keydown', key, true);
    return () => window.removeEventListener('keydown', key, true);
  }, []);
  useEffect(() => () => { if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined); }, []);
  return (
    <div ref={root} className={styles.present} role="dialog" aria-label="Present" onClick={() => seekPage(page + 1)}>
      <canvas ref={canvas} width={window.innerWidth} height={window.innerHeight} className={styles.presentStage} data-page={page + 1} aria-label={`Slide ${page + 1} of ${pages}`} />
    </div>
  );
}
