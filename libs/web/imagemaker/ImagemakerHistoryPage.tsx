import { ImagemakerTexts } from '@dm/contracts/constants';
import { useAuth } from '../auth/hooks';
import { imagemakerPaths } from '../dashboard/paths';
import { Sentinel } from '../editor/panels/InfiniteGrid';
import { Screen } from '../ui/Screen';
import { useAiHistoryInfiniteQuery } from './imagemakerApi';
import { useImageInNewDesign } from './ImagemakerPage';
import styles from './ImagemakerPage.module.css';

/** /imagemaker/start/history: every image the user generated (15 a page, more as it scrolls), with its description and date. */
export function ImagemakerHistoryPage() {
  const { user } = useAuth();
  const history = useAiHistoryInfiniteQuery(undefined, { skip: !user });
  const startDesign = useImageInNewDesign();
  const items = history.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Screen backTo={imagemakerPaths.start} title="History">
      {!user ? <p className={styles.muted}>{ImagemakerTexts.loginToContinue} {ImagemakerTexts.loginHelp}</p>
        : history.isError ? <p className={styles.muted} role="alert">{ImagemakerTexts.fetchFailed}</p>
          : !history.isLoading && !items.length ? <p className={styles.muted}>{ImagemakerTexts.empty}</p>
            : (
              <ul className={styles.history} style={{ maxHeight: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} aria-label="Generated images">
                {items.map((item) => (
                  <li key={item.id}>
                    <button type="button" className={styles.tile} aria-label={`Start a design with: ${item.userPrompt}`} onClick={() => void startDesign(item.images[0])}>
                      <img src={item.images[0]?.imageUrl} alt={item.userPrompt} loading="lazy" />
                    </button>
                    <p className={styles.prompt} title={item.userPrompt}>{item.userPrompt}</p>
                    <p className={styles.prompt}>{new Date(item.createdAt).toLocaleString()}</p>
                  </li>
                ))}
                {history.hasNextPage && !history.isFetching && <li style={{ gridColumn: '1 / -1' }}><Sentinel onVisible={() => void history.fetchNextPage()} /></li>}
              </ul>
            )}
    </Screen>
  );
}
