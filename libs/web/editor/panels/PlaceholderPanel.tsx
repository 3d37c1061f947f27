// Panels whose content comes from calls other issues deliver (catalog, uploads, brand kit...):
// the panel's frame with its search box or sign-in hint, so the layout is complete meanwhile.
import { useAuth } from '../../auth/hooks';
import styles from './panels.module.css';

const SEARCH: Record<string, string> = {
  templates: 'Search templates',
  elements: 'Search elements',
  photos: 'Search photos',
};

export function PlaceholderPanel({ tab }: { tab: string }) {
  const { user } = useAuth();
  if (tab === 'uploads' && !user) return <p className={styles.hint}>Please log in to use this feature</p>;
  return (
    <div className={styles.stack}>
      {SEARCH[tab] && (
        <input type="search" className={styles.search} placeholder={SEARCH[tab]} aria-label={SEARCH[tab]} onKeyDown={(e) => e.stopPropagation()} />
      )}
      <p className={styles.hint}>Content for this panel is on its way.</p>
    </div>
  );
}
