// 'Upgrade to the pro plan' (editor §2): what the plan gives and 'Upgrade today', which opens the
// account provider's plans page in a new tab. Where plans are granted by the server's operators
// (no provider page configured), the dialog says so instead of offering a dead button.
import { Dialog } from 'radix-ui';
import { Check, X } from 'lucide-react';
import { PRO_MONTHLY_PREMIUM_IMAGES } from '@dm/contracts/constants';
import { Button } from '../ui/Button';
import { useAuthConfigQuery } from './identityApi';
import styles from './UpgradeDialog.module.css';

export const PRO_BENEFITS = [
  `${PRO_MONTHLY_PREMIUM_IMAGES} premium images every month, with no watermarks`,
  '10 premium videos every month',
  '5 GB cloud storage',
];

export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: config } = useAuthConfigQuery();
  const url = config?.upgrade_url ?? null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>Upgrade to the pro plan</Dialog.Title>
          <ul className={styles.benefits}>
            {PRO_BENEFITS.map((b) => (
              <li key={b}><Check size={16} aria-hidden /> {b}</li>
            ))}
          </ul>
          {url ? (
            <Button variant="primary" className={styles.cta} onClick={() => window.open(url, '_blank', 'noopener')}>Upgrade today</Button>
          ) : (
            <p className={styles.note} role="note">Plans on this server are granted by its administrator: ask them to upgrade your account.</p>
          )}
          <Dialog.Close className={styles.close} aria-label="Close">
            <X size={18} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
