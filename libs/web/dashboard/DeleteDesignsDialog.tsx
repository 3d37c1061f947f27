import { AlertDialog } from 'radix-ui';
import { Button } from '../ui/Button';
import { DASHBOARD_TEXTS } from './texts';
import styles from './Dialogs.module.css';

/** Confirms deleting one or more designs: No / Yes. */
export function DeleteDesignsDialog({
  count,
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  count: number;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{count === 1 ? DASHBOARD_TEXTS.deleteOne : DASHBOARD_TEXTS.deleteMany(count)}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{DASHBOARD_TEXTS.deleteBody}</AlertDialog.Description>
          <div className={styles.buttons}>
            <AlertDialog.Cancel asChild>
              <Button>{DASHBOARD_TEXTS.no}</Button>
            </AlertDialog.Cancel>
            <Button variant="primary" className={styles.danger} disabled={busy} onClick={onConfirm}>
              {DASHBOARD_TEXTS.yes}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
