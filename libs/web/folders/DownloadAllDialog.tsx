// Download all (library §2): every design of a design folder drawn by the server page by page
// (render jobs), or every photo of a photo folder, saved as one zip named after the folder
// (designs as `{design name}_{index}_{page}.png`). 'Downloading all resources' with a real
// progress bar, then 'Your download is ready!'.
import { useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { DesignFolderResource, FolderEntry, PhotoResource } from '@dm/contracts/types';
import { useRenderFile } from '../editor/download/downloadApi';
import { fileBase, pageFileName, saveFile, zipFiles } from '../editor/download/files';
import { designsApi } from '../editor/saving/designsApi';
import { Button } from '../ui/Button';
import styles from './Folders.module.css';

type Stage = { kind: 'working'; done: number; total: number } | { kind: 'ready'; zip: Blob } | { kind: 'failed'; reason: string };

export function DownloadAllDialog({ entry, onClose }: { entry: FolderEntry; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'working', done: 0, total: 0 });
  const render = useRenderFile();
  const [loadDesign] = designsApi.useLazySavedDesignQuery();
  const started = useRef(false);
  const zipName = `${fileBase(entry.folder.name)}.zip`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const files: { name: string; bytes: Uint8Array }[] = [];
        if (entry.folder.type === 'photo') {
          const photos = entry.folder.resources as PhotoResource[];
          setStage({ kind: 'working', done: 0, total: photos.length });
          for (const [i, p] of photos.entries()) {
            const res = await fetch(p.path, { credentials: 'same-origin' });
            if (!res.ok) throw new Error(`${p.name} could not be fetched.`);
            files.push({ name: `${i + 1}_${fileBase(p.name)}`, bytes: new Uint8Array(await res.arrayBuffer()) });
            setStage({ kind: 'working', done: i + 1, total: photos.length });
          }
        } else {
          const designs = entry.folder.resources as DesignFolderResource[];
          const docs = [];
          for (const d of designs) docs.push(await loadDesign(d.path).unwrap());
          const total = docs.reduce((n, d) => n + ((d.design_file as { pages?: unknown[] })?.pages?.length ?? 0), 0);
          let done = 0;
          setStage({ kind: 'working', done, total });
          for (const [i, d] of docs.entries()) {
            const file = d.design_file as { width: number; height: number; pages: unknown[] };
            for (let page = 0; page < file.pages.length; page++) {
              files.push({ name: pageFileName(d.name, i + 1, page + 1, 'png'), bytes: await render('png', file, page) });
              setStage({ kind: 'working', done: ++done, total });
            }
          }
        }
        const zip = new Blob([zipFiles(files) as BlobPart], { type: 'application/zip' });
        saveFile(zip, zipName);
        setStage({ kind: 'ready', zip });
      } catch (e) {
        setStage({ kind: 'failed', reason: e instanceof Error ? e.message : 'Something went wrong' });
      }
    })();
  }, [entry, loadDesign, render, zipName]);

  const working = stage.kind === 'working';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !working && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{stage.kind === 'ready' ? 'Your download is ready!' : 'Downloading all resources'}</Dialog.Title>
          {working ? (
            <div className={styles.progress} role="status">
              <span>{stage.total ? `${stage.done} of ${stage.total}` : 'Preparing…'}</span>
              <progress aria-label="Downloading all resources" max={stage.total || 1} value={stage.done} />
            </div>
          ) : stage.kind === 'ready' ? (
            <div className={styles.buttons}>
              <Button onClick={() => saveFile(stage.zip, zipName)}>Save again</Button>
              <Button variant="primary" onClick={onClose}>Done</Button>
            </div>
          ) : (
            <p role="alert" className={styles.description}>{stage.reason}</p>
          )}
          {!working ? <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
