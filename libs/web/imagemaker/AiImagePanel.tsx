// The AI image panel (editor §2, §4, §5, §8), in the editor's Photos tab and on /imagemaker/start:
// the Generate toggle, the description, 'Generate (1 credit)', the balance ('AI Credit Balance'),
// and the history (15 a page, more as it scrolls); a new image comes first and the balance is
// fetched again. Signed out: 'Login to continue..'; out of credit: the spec's message, nothing
// spent; no provider on the server: what an admin sets.
import { useId, useState, type ReactNode } from 'react';
import { Coins } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ImagemakerTexts } from '@dm/contracts/constants';
import type { AiImage, AiImageItem } from '@dm/contracts/types';
import type { ServerCallError } from '../api/baseQuery';
import { useAuth } from '../auth/hooks';
import { useSignIn } from '../auth/useSignIn';
import { imagemakerPaths } from '../dashboard/paths';
import { Sentinel } from '../editor/panels/InfiniteGrid';
import { useAiBalanceQuery, useAiConfigQuery, useAiHistoryInfiniteQuery, useGenerateImageMutation } from './imagemakerApi';
import styles from './ImagemakerPage.module.css';

type Alert = null | 'empty' | 'credit';

export function AiImagePanel({ tone = 'light', onUse, useLabel = 'Add to design', extra }: {
  tone?: 'light' | 'dark';
  /** What a click on an image does (the editor adds it to the page). */
  onUse?: (image: AiImage, item: AiImageItem) => void;
  useLabel?: string;
  /** More buttons on each image. */
  extra?: (image: AiImage, item: AiImageItem) => ReactNode;
}) {
  const { user } = useAuth();
  const signIn = useSignIn();
  const descriptionId = useId();
  const [prompt, setPrompt] = useState('');
  const [alert, setAlert] = useState<Alert>(null);
  const config = useAiConfigQuery();
  const balance = useAiBalanceQuery(undefined, { skip: !user });
  const history = useAiHistoryInfiniteQuery(undefined, { skip: !user });
  const [generate, { isLoading: generating }] = useGenerateImageMutation();
  const items = history.data?.pages.flatMap((p) => p.data) ?? [];
  const credits = balance.data?.balance;

  const run = async () => {
    if (!prompt.trim()) return setAlert('empty');
    if (credits !== undefined && credits <= 0) return setAlert('credit');
    const r = await generate({ prompt: prompt.trim() });
    if ('error' in r && r.error) {
      const e = r.error as ServerCallError;
      if (e.status === 402) return setAlert('credit');
      if (e.status === 401) return signIn('login');
      toast.error(ImagemakerTexts.generateFailed, { description: e.serverError?.replace(`${ImagemakerTexts.generateFailed}. `, '') });
      return;
    }
    setPrompt('');
  };

  return (
    <div className={`${styles.ai} ${tone === 'dark' ? styles.dark : ''}`}>
      <div className={styles.row}>
        <div className={styles.toggle} role="group" aria-label="Mode">
          <button type="button" aria-pressed="true">{ImagemakerTexts.generateToggle}</button>
        </div>
        {user && (
          <Tooltip.Provider delayDuration={400}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <button type="button" className={styles.credits} aria-label={`${ImagemakerTexts.balanceTooltip}: ${credits ?? '…'}`}>
                  <Coins size={16} aria-hidden />{credits ?? '…'}
                </button>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content className={styles.tooltip} sideOffset={6}>{ImagemakerTexts.balanceTooltip}</Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </Tooltip.Provider>
        )}
      </div>
      {!user ? (
        <div className={styles.alert} role="alert">
          <b>{ImagemakerTexts.loginToContinue}</b>
          <span>{ImagemakerTexts.loginHelp}</span>
          <button type="button" onClick={() => signIn('login')}>Sign in</button>
        </div>
      ) : config.data && !config.data.configured ? (
        <div className={styles.alert} role="alert">
          <b>{ImagemakerTexts.notConfigured}</b>
          <span>{ImagemakerTexts.notConfiguredHelp}</span>
        </div>
      ) : (
        <>
          <label htmlFor={descriptionId} className={styles.powered}>Description</label>
          <textarea id={descriptionId} className={styles.textarea} placeholder={ImagemakerTexts.describe} value={prompt} maxLength={1000}
            onChange={(e) => { setPrompt(e.target.value); setAlert(null); }}
            onKeyDown={(e) => {
              e.stopPropagation();
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
            }} />
          {alert === 'empty' && <div className={styles.alert} role="alert"><b>{ImagemakerTexts.emptyPrompt}</b></div>}
          {alert === 'credit' && (
            <div className={styles.alert} role="alert">
              <b>{ImagemakerTexts.outOfCredit}</b>
              <span>{ImagemakerTexts.outOfCreditHelp}</span>
            </div>
          )}
          <button type="button" className={styles.generate} disabled={!prompt || !!alert || generating} onClick={() => void run()}>{ImagemakerTexts.generate}</button>
          {generating && (
            <div className={styles.working} aria-live="polite">
              <span>Generating your image…</span>
              <progress aria-label="Generating your image" />
            </div>
          )}
        </>
      )}
      {user && (
        history.isError ? <p className={styles.muted} role="alert">{ImagemakerTexts.fetchFailed}</p>
          : !history.isLoading && !items.length ? <p className={styles.muted}>{ImagemakerTexts.empty}</p>
            : (
              <ul className={styles.history} aria-label="AI images">
                {items.map((item) => item.images.map((img, i) => (
                  <li key={`${item.id}-${i}`}>
                    <button type="button" className={styles.tile} title={item.userPrompt} aria-label={`${useLabel}: ${item.userPrompt}`} onClick={() => onUse?.(img, item)} disabled={!onUse}>
                      <img src={img.imageUrl} alt={item.userPrompt} loading="lazy" />
                    </button>
                    {extra && <div className={styles.tileActions}>{extra(img, item)}</div>}
                  </li>
                )))}
                {history.hasNextPage && !history.isFetching && <li style={{ gridColumn: '1 / -1' }}><Sentinel onVisible={() => void history.fetchNextPage()} /></li>}
              </ul>
            )
      )}
      <p className={styles.powered}><Link to={imagemakerPaths.history}>Powered by</Link> Imagemaker</p>
    </div>
  );
}
