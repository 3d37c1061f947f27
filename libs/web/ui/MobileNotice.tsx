import { MonitorSmartphone } from 'lucide-react';
import { Brand } from './Brand';
import { TEXTS } from './texts';
import styles from './Notice.module.css';

/** What a phone sees in place of the app (see device/classifyDevice.ts for what a phone is). */
export function MobileNotice() {
  return (
    <main className={styles.notice}>
      <div className={styles.card}>
        <Brand />
        <span className={styles.icon} aria-hidden>
          <MonitorSmartphone size={32} />
        </span>
        <p className={styles.message} role="alert">
          {TEXTS.mobileNotSupported}
        </p>
      </div>
    </main>
  );
}
