import { useId } from 'react';
import { Dialog } from 'radix-ui';
import { Copy, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/Button';
import { DASHBOARD_TEXTS } from './texts';
import styles from './Dialogs.module.css';

/** 'Template share link': the template page's address with a copy button. */
export function ShareTemplateDialog({ url, open, onOpenChange }: { url: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const inputId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(DASHBOARD_TEXTS.linkCopied);
    } catch {
      // no clipboard permission: select the text so the user can copy it by hand
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      toast.error(DASHBOARD_TEXTS.somethingWentWrong);
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{DASHBOARD_TEXTS.templateShareLink}</Dialog.Title>
          <Dialog.Description className={styles.description}>Anyone with this link can see the template and use it.</Dialog.Description>
          <div className={styles.linkRow}>
            <input id={inputId} className={styles.linkInput} readOnly value={url} aria-label={DASHBOARD_TEXTS.templateShareLink} onFocus={(e) => e.target.select()} />
            <Button variant="primary" onClick={() => void copy()}>
              <Copy size={16} aria-hidden />
              {DASHBOARD_TEXTS.copyLink}
            </Button>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close">
            <X size={18} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
