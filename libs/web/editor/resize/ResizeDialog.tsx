// Magic Resize: the spec's presets, each previewed at 250 px on its longer side with the design
// adapted to it, and a custom width x height in px ('Apply': both numbers, non-zero, else nothing
// happens). Choosing a result clones the design at that size (its name with the size) and opens
// it in a new tab; people without premium design tools meet the subscription wall instead.
import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { hasDesignPremium, MAGIC_RESIZE_PRESETS, presetPixels, RESIZE_PREVIEW_BASE, ResizeTexts } from '@dm/contracts/constants';
import type { DesignFile } from '@dm/contracts/types';
import { serverMessage } from '../../api/envelope';
import { useAuth } from '../../auth/hooks';
import { UpgradeDialog } from '../../auth/UpgradeDialog';
import { useCloneDesignMutation } from '../../dashboard/dashboardApi';
import { designPaths } from '../../dashboard/paths';
import { useEditor } from '../EditorContext';
import { adaptInBrowser, previewOf } from './preview';
import styles from './Resize.module.css';

interface Result { name: string; width: number; height: number; design: DesignFile; preview: string }

export function ResizeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const editor = useEditor();
  const { user } = useAuth();
  const [results, setResults] = useState<Result[] | null>(null);
  const [done, setDone] = useState(0);
  const [busy, setBusy] = useState(false);
  const [wall, setWall] = useState(false);
  const [w, setW] = useState('');
  const [h, setH] = useState('');
  const [clone] = useCloneDesignMutation();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setResults(null);
    setDone(0);
    void (async () => {
      const design = editor.design;
      const out: Result[] = [];
      for (const p of MAGIC_RESIZE_PRESETS) {
        const { width, height } = presetPixels(p);
        const adapted = await adaptInBrowser(design, width, height);
        out.push({ name: p.name, width, height, design: adapted, preview: await previewOf(adapted, RESIZE_PREVIEW_BASE) });
        if (!live) return;
        setDone(out.length);
      }
      if (live) setResults(out);
    })();
    return () => { live = false; };
  }, [open, editor]);

  const choose = async (r: { name: string; width: number; height: number; design: DesignFile }) => {
    if (!hasDesignPremium(user)) { onOpenChange(false); setWall(true); return; }
    setBusy(true);
    const res = await clone({ saved_design_id: editor.state.designId, name_append: ` (${r.name})`, design_file: r.design });
    setBusy(false);
    if ('error' in res) { toast.error(serverMessage(res.error, 'Something went wrong')); return; }
    window.open(designPaths.design(res.data._id), '_blank', 'noopener');
    onOpenChange(false);
  };

  const applyCustom = async () => {
    const width = Number(w), height = Number(h);
    if (!w.trim() || !h.trim() || !Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return;
    setBusy(true);
    const design = await adaptInBrowser(editor.design, Math.round(width), Math.round(height));
    setBusy(false);
    await choose({ name: `${Math.round(width)}x${Math.round(height)}px`, width: Math.round(width), height: Math.round(height), design });
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
            <Dialog.Title>{ResizeTexts.title}</Dialog.Title>
            <div className={styles.custom}>
              <span>{ResizeTexts.custom}</span>
              <input aria-label="Width (px)" inputMode="numeric" placeholder="Width" value={w} onChange={(e) => setW(e.target.value)} />
              <span>x</span>
              <input aria-label="Height (px)" inputMode="numeric" placeholder="Height" value={h} onChange={(e) => setH(e.target.value)} />
              <span>px</span>
              <button type="button" className={styles.apply} disabled={busy} onClick={() => void applyCustom()}>{ResizeTexts.apply}</button>
            </div>
            {!results ? (
              <div className={styles.computing} role="status">
                <span>{ResizeTexts.computing}</span>
                <progress max={MAGIC_RESIZE_PRESETS.length} value={done} aria-label="Resizing" />
              </div>
            ) : (
              <ul className={styles.grid} aria-label="Sizes">
                {results.map((r) => (
                  <li key={r.name}>
                    <button type="button" className={styles.tile} disabled={busy} aria-label={`${r.name} ${r.width} x ${r.height}`} onClick={() => void choose(r)}>
                      <span className={styles.previewBox}><img src={r.preview} alt="" /></span>
                      <strong>{r.name}</strong>
                      <span className={styles.size}>{r.width} x {r.height}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {busy ? <p role="status" className={styles.size}>Making your copy…</p> : null}
            <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <UpgradeDialog open={wall} onOpenChange={setWall} />
    </>
  );
}
