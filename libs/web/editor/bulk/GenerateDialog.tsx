// The generate modal (editor §2, §4, §5): every filled row drawn as a design at base width 169 as
// it is made (a progress bar meanwhile), a folder picker (design folders one may add to, My
// Designs first, or a new one), and Save, enabled only with a folder chosen and the generation
// complete: one saved_design/bulk_save call makes them all, then 'Saved to folder!'.
import { useEffect, useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import { FolderPlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { BULK_EDIT, BulkTexts } from '@dm/contracts/constants';
import { bulkLabels, filledRows } from '@dm/scene';
import { serverMessage } from '../../api/envelope';
import { useAuth } from '../../auth/hooks';
import { useCreateFolderMutation, useFoldersQuery } from '../../folders/foldersApi';
import { useEditorSelector } from '../EditorContext';
import { useBulkSaveMutation } from './bulkApi';
import { generateBulk, type GeneratedDesign } from './generate';
import { useBulkRows } from './rows';
import styles from './Bulk.module.css';

export function GenerateDialog({ onClose, onFillIn }: { onClose: () => void; onFillIn: () => void }) {
  const design = useEditorSelector((s) => s.design);
  const designId = useEditorSelector((s) => s.designId);
  const name = useEditorSelector((s) => s.name);
  const rows = useBulkRows(designId);
  const { user } = useAuth();
  const labels = bulkLabels(design);
  const count = useMemo(() => filledRows(rows, labels).length, [rows, labels]);
  const [made, setMade] = useState<GeneratedDesign[]>([]);
  const [state, setState] = useState<'generating' | 'complete' | 'empty'>(count ? 'generating' : 'empty');
  const [folderId, setFolderId] = useState('');
  const [newFolder, setNewFolder] = useState<string | null>(null);
  const { data: folders } = useFoldersQuery(undefined, { skip: !user });
  const [createFolder, { isLoading: creating }] = useCreateFolderMutation();
  const [bulkSave, { isLoading: saving }] = useBulkSaveMutation();

  // generate once, when the modal opens (the sheet and the design as they are now)
  useEffect(() => {
    if (!count) return undefined;
    const abort = new AbortController();
    const out: GeneratedDesign[] = [];
    const t0 = performance.now();
    generateBulk(design, rows, (g) => {
      out.push(g);
      setMade([...out]);
    }, abort.signal).then(({ failedImages }) => {
      if (abort.signal.aborted) return;
      // the bench reads it: every preview drawn
      performance.measure('bulk-generate', { start: t0, end: performance.now() });
      setState('complete');
      if (failedImages.length) toast.warning(`${failedImages.length} ${failedImages.length === 1 ? 'image' : 'images'} could not be loaded and ${failedImages.length === 1 ? 'is' : 'are'} left as in the design.`);
    }, () => {
      if (!abort.signal.aborted) toast.error(BulkTexts.saveFailed);
    });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const targets = (folders ?? []).filter((f) => f.folder.type === 'design' && f.role === 'edit');
  const makeFolder = async () => {
    const n = newFolder?.trim();
    if (!n) return;
    const r = await createFolder({ folder_name: n, folder_type: 'design' });
    if ('error' in r && r.error) return toast.error(serverMessage(r.error, BulkTexts.saveFailed));
    if (r.data) setFolderId(r.data.folder._id);
    setNewFolder(null);
  };
  const save = async () => {
    const t0 = performance.now();
    const r = await bulkSave({
      original_save_id: designId,
      folderId,
      designs: made.map((g, i) => ({ design_file: g.design, thumbnail: g.preview, name: `${name} ${i + 1}` })),
    });
    if ('error' in r && r.error) return toast.error(BulkTexts.saveFailed, { description: serverMessage(r.error, '') || undefined });
    performance.measure('bulk-save', { start: t0, end: performance.now() });
    toast.success(BulkTexts.saved, { description: `${made.length} ${made.length === 1 ? 'design' : 'designs'} in ${targets.find((t) => t.folder._id === folderId)?.folder.name ?? 'your folder'}` });
    onClose();
  };
  const canSave = !!user && !!folderId && state === 'complete' && made.length > 0 && !saving;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} onKeyDown={(e) => e.stopPropagation()}>
          <Dialog.Title className={styles.title}>Generate designs</Dialog.Title>
          {state === 'empty' ? (
            <div className={styles.chooser}>
              <p className={styles.empty}>{BulkTexts.fillFirst}</p>
              <div className={styles.bar} style={{ justifyContent: 'center' }}>
                <button type="button" className={styles.primary} onClick={onFillIn}>{BulkTexts.fillInData}</button>
              </div>
            </div>
          ) : (
            <>
              <div className={styles.progress} aria-live="polite">
                <span>{state === 'complete' ? `${made.length} ${made.length === 1 ? 'design' : 'designs'} ready` : `Generating ${made.length} of ${count}…`}</span>
                <progress max={count} value={made.length} aria-label="Generating designs" />
              </div>
              <ul className={styles.previews} aria-label="Generated designs">
                {made.map((g) => (
                  <li key={g.row}>
                    <img src={g.preview} alt={`Design from row ${g.row + 1}`} width={BULK_EDIT.previewWidth} />
                    Row {g.row + 1}
                  </li>
                ))}
              </ul>
              <div className={styles.footer}>
                {!user ? <span>{BulkTexts.signIn}</span> : newFolder !== null ? (
                  <>
                    <input aria-label="New folder name" placeholder="Folder name" value={newFolder} maxLength={100} autoFocus
                      onChange={(e) => setNewFolder(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') void makeFolder(); if (e.key === 'Escape') setNewFolder(null); }} />
                    <button type="button" className={styles.plainButton} disabled={!newFolder.trim() || creating} onClick={() => void makeFolder()}>Create</button>
                    <button type="button" className={styles.plainButton} onClick={() => setNewFolder(null)}>Cancel</button>
                  </>
                ) : (
                  <>
                    <label htmlFor="bulk-folder">Save to</label>
                    <select id="bulk-folder" value={folderId} onChange={(e) => setFolderId(e.target.value)}>
                      <option value="">Choose a folder…</option>
                      {targets.map((f) => <option key={f.folder._id} value={f.folder._id}>{f.folder.name}</option>)}
                    </select>
                    <button type="button" className={styles.plainButton} onClick={() => setNewFolder('')}><FolderPlus size={16} aria-hidden /> New folder</button>
                  </>
                )}
                <span style={{ flex: 1 }} />
                <button type="button" className={styles.primary} disabled={!canSave} onClick={() => void save()}>{saving ? 'Saving…' : 'Save'}</button>
              </div>
            </>
          )}
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
