// The Download dialog (editor §2, §4): file type (PNG, JPG, PDF) and pages (all or the current
// one), then 'Download': the server draws the pages (render jobs: render/initiate, then
// render/status until done), a 'Downloading' loader shows how far it is, and the browser saves
// the file (several PNG or JPG pages as a zip of `{design name}_{index}_{page}.png`; a PDF holds
// every chosen page, its text selectable). Premium resources, the cart and payment are issue 17's
// next steps: every design downloads here as it is drawn.
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import type { DesignFile } from '@dm/contracts';
import { Button } from '../../ui/Button';
import { useEditor } from '../EditorContext';
import { type ExportFormat, type RenderRecord, useInitiateRenderMutation, useRenderStatusMutation } from './downloadApi';
import { fileBase, pageFileName, saveFile, zipFiles } from './files';
import styles from './DownloadDialog.module.css';

const FORMATS: { id: ExportFormat; label: string; hint: string }[] = [
  { id: 'png', label: 'PNG', hint: 'Best for graphics and text' },
  { id: 'jpg', label: 'JPG', hint: 'Smaller files, best for photos' },
  { id: 'pdf', label: 'PDF', hint: 'Best for print; text stays selectable' },
];

const POLL_MS = 400;
const RENDER_TIMEOUT_MS = 120_000;

type Progress = { done: number; total: number };

export function DownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const editor = useEditor();
  const [format, setFormat] = useState<ExportFormat>('png');
  const [which, setWhich] = useState<'all' | 'current'>('all');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [initiate] = useInitiateRenderMutation();
  const [status] = useRenderStatusMutation();
  const design = editor.design;
  const current = Math.max(0, design.pages.findIndex((p) => p.id === editor.page.id));
  const pageCount = design.pages.length;

  /** One render job to its output bytes; an error names what failed. */
  const render = async (type: ExportFormat, file: DesignFile, page: number): Promise<Uint8Array> => {
    const started = await initiate({ type, html_data: file, rendering_parameters: { width: file.width, height: file.height, page } });
    if ('error' in started && started.error) throw new Error((started.error as { serverError?: string }).serverError ?? 'The export could not be started.');
    let rec = started.data as RenderRecord;
    const until = Date.now() + RENDER_TIMEOUT_MS;
    while (rec.status === 'requested') {
      if (Date.now() > until) throw new Error('The export is taking too long. Please try again.');
      await new Promise((r) => setTimeout(r, POLL_MS));
      const polled = await status(rec._id);
      if ('error' in polled && polled.error) throw new Error((polled.error as { serverError?: string }).serverError ?? 'The export failed.');
      rec = polled.data as RenderRecord;
    }
    if (rec.status === 'failed') throw new Error(rec.error ?? 'The export failed.');
    const res = await fetch(rec.output_src, { credentials: 'same-origin' });
    if (!res.ok) throw new Error('The exported file could not be fetched.');
    return new Uint8Array(await res.arrayBuffer());
  };

  const download = async () => {
    const name = editor.state.name;
    const pages = which === 'all' ? design.pages.map((_, i) => i) : [current];
    try {
      if (format === 'pdf') {
        setProgress({ done: 0, total: 1 });
        const file = which === 'all' ? design : { ...design, pages: [design.pages[current]] };
        const bytes = await render('pdf', file, 0);
        saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${fileBase(name)}.pdf`);
      } else {
        const files: { name: string; bytes: Uint8Array }[] = [];
        setProgress({ done: 0, total: pages.length });
        for (const [i, page] of pages.entries()) {
          files.push({ name: pageFileName(name, i + 1, page + 1, format), bytes: await render(format, design, page) });
          setProgress({ done: i + 1, total: pages.length });
        }
        if (files.length === 1) saveFile(new Blob([files[0].bytes as BlobPart], { type: format === 'png' ? 'image/png' : 'image/jpeg' }), `${fileBase(name)}.${format}`);
        else saveFile(new Blob([zipFiles(files) as BlobPart], { type: 'application/zip' }), `${fileBase(name)}.zip`);
      }
      onOpenChange(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The download failed.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !progress && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>Download</Dialog.Title>
          <fieldset className={styles.group} disabled={!!progress}>
            <legend className={styles.legend}>File type</legend>
            {FORMATS.map((f) => (
              <label key={f.id} className={styles.option}>
                <input type="radio" name="download-format" value={f.id} checked={format === f.id} onChange={() => setFormat(f.id)} />
                <span className={styles.optionText}><strong>{f.label}</strong> <span className={styles.hint}>{f.hint}</span></span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group} disabled={!!progress}>
            <legend className={styles.legend}>Pages</legend>
            <label className={styles.option}>
              <input type="radio" name="download-pages" value="all" checked={which === 'all'} onChange={() => setWhich('all')} />
              <span className={styles.optionText}>All pages ({pageCount})</span>
            </label>
            <label className={styles.option}>
              <input type="radio" name="download-pages" value="current" checked={which === 'current'} onChange={() => setWhich('current')} />
              <span className={styles.optionText}>Current page ({current + 1})</span>
            </label>
          </fieldset>
          {progress ? (
            <div className={styles.progress} role="status">
              <span>Downloading{progress.total > 1 ? ` (${progress.done} of ${progress.total} pages)` : ''}</span>
              <progress aria-label="Downloading" max={progress.total} value={progress.done} />
            </div>
          ) : (
            <Button variant="primary" className={styles.submit} onClick={() => void download()}>Download</Button>
          )}
          <Dialog.Close className={styles.close} aria-label="Close" disabled={!!progress}>
            <X size={18} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
