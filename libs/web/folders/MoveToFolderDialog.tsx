// 'Move to Folder' (library §4): the folder list loads first, then the dialog offers the design
// folders the user may edit, My Designs excepted; choosing one moves the designs there.
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Folder, X } from 'lucide-react';
import { toast } from 'sonner';
import { serverMessage } from '../api/envelope';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Spinner';
import { tileName, useFoldersQuery, useMoveDesignMutation } from './foldersApi';
import styles from './Folders.module.css';

export function MoveToFolderDialog({ designIds, onClose, onMoved }: { designIds: string[]; onClose: () => void; onMoved?: () => void }) {
  const { data, isLoading } = useFoldersQuery();
  const [move] = useMoveDesignMutation();
  const [busy, setBusy] = useState(false);
  const targets = (data ?? []).filter((e) => e.folder.type === 'design' && e.role === 'edit' && !e.protected);
  const to = async (folderId: string, name: string) => {
    setBusy(true);
    for (const id of designIds) {
      const answer = await move({ folder_id: folderId, design_id: id });
      if ('error' in answer && answer.error) {
        setBusy(false);
        const reason = serverMessage(answer.error, '');
        toast.error('Something went wrong :/', reason ? { description: reason } : undefined);
        return;
      }
    }
    // library §7: 'Moved design to folder' (the folder named beneath it)
    toast.success('Moved design to folder', { description: name });
    onMoved?.();
    onClose();
  };
  if (isLoading) return <Loader text="Loading your folders" fullPage />;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>Move to Folder</Dialog.Title>
          {targets.length ? (
            <ul className={styles.targets} aria-label="Design folders">
              {targets.map((e) => (
                <li key={e.folder._id}>
                  <Button className={styles.target} disabled={busy} onClick={() => void to(e.folder._id, e.folder.name)}>
                    <Folder size={16} aria-hidden /> {tileName(e.folder.name)}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.description}>Make a design folder first (Folders, Design Folders, Create new).</p>
          )}
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
