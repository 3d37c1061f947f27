// The 'Checkout' modal (editor §2): the payment page in a frame. The frame tells the editor how it
// went with a window message, orderPaymentSuccess or orderPaymentFailure (editor §7); only
// messages from our own origin count.
import { useEffect } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { ORDER_PAYMENT_FAILURE, ORDER_PAYMENT_SUCCESS } from '@dm/contracts/constants';
import styles from './DownloadDialog.module.css';

export function CheckoutDialog({ url, onSuccess, onFailure, onClose }: { url: string | null; onSuccess: () => void; onFailure: () => void; onClose: () => void }) {
  useEffect(() => {
    if (!url) return;
    const listen = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      if (e.data === ORDER_PAYMENT_SUCCESS) onSuccess();
      else if (e.data === ORDER_PAYMENT_FAILURE) onFailure();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, onSuccess, onFailure]);

  return (
    <Dialog.Root open={!!url} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.checkout}`} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>Checkout</Dialog.Title>
          {url ? <iframe className={styles.checkoutFrame} src={url} title="Checkout" /> : null}
          <Dialog.Close className={styles.close} aria-label="Close">
            <X size={18} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
