// Share a folder (library §2): e-mails and a role; 'Shared folder successfully!' or 'Failed to
// share folder.' (with the server's reason). The people invited find it among their folders.
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { FolderMessages, ShareTexts } from '@dm/contracts/constants';
import type { FolderEntry } from '@dm/contracts/types';
import { useAuth } from '../auth/hooks';
import { Button } from '../ui/Button';
import { useShareFolderMutation } from './foldersApi';
import styles from './Folders.module.css';

export function ShareFolderDialog({ entry, onClose }: { entry: FolderEntry; onClose: () => void }) {
  const { user } = useAuth();
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<'view' | 'edit'>('view');
  const [share, sharing] = useShareFolderMutation();
  const send = async () => {
    const list = [...new Set(emails.split(/[\s,;]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))];
    if (!list.length) {
      toast.error(ShareTexts.needEmail);
      return;
    }
    const answer = await share({ host_email: user?.email, emails: list, folder_id: entry.folder._id, role });
    if ('error' in answer && answer.error) {
      const reason = (answer.error as { serverError?: string }).serverError;
      toast.error(FolderMessages.shareFailed, reason ? { description: reason } : undefined);
      return;
    }
    toast.success(FolderMessages.shared);
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>Share {entry.folder.name}</Dialog.Title>
          <input className={styles.input} aria-label="E-mails to invite" placeholder={ShareTexts.emailsPlaceholder} value={emails} onChange={(e) => setEmails(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void send()} />
          <div className={styles.roles} role="radiogroup" aria-label="Role">
            {(['view', 'edit'] as const).map((r) => (
              <label key={r}>
                <input type="radio" name="folder-share-role" checked={role === r} onChange={() => setRole(r)} /> {r === 'view' ? ShareTexts.canView : ShareTexts.canEdit}
              </label>
            ))}
          </div>
          <div className={styles.buttons}>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={sharing.isLoading} onClick={() => void send()}>{ShareTexts.sendInvites}</Button>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
