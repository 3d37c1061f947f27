import { useId, useState } from 'react';
import { Coins, ImageIcon } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { imagemakerPaths } from '../dashboard/paths';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';
import styles from './ImagemakerPage.module.css';

/** The spec's tooltip delay. */
const TOOLTIP_DELAY_MS = 400;

/**
 * /imagemaker/start: the AI image panel: 'Generate' toggle, description, 'Generate (1 credit)',
 * the credit balance ('AI Credit Balance') and the history ('No photo. Click Generate to start').
 * Generation arrives with the imagemaker calls.
 */
export function ImagemakerPage() {
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  return (
    <Screen title="AI Images">
      <div className={styles.panel}>
        <div className={styles.row}>
          <div className={styles.toggle} role="group" aria-label="Mode">
            <button type="button" aria-pressed="true">
              Generate
            </button>
          </div>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <button type="button" className={styles.credits} aria-label="AI Credit Balance: 0">
                  <Coins size={16} aria-hidden />0
                </button>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content className={styles.tooltip} sideOffset={6}>
                  AI Credit Balance
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </Tooltip.Provider>
        </div>
        <label htmlFor={descriptionId} className={styles.powered}>
          Description
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          placeholder={TEXTS.aiDescribePlaceholder}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button variant="primary" disabled={!description.trim()} onClick={() => toast.info('AI image generation is not available yet.')}>
          {TEXTS.aiGenerate}
        </Button>
        <EmptyState icon={<ImageIcon size={24} />}>{TEXTS.aiEmpty}</EmptyState>
        <p className={styles.powered}>
          <Link to={imagemakerPaths.history}>Powered by</Link> Imagemaker
        </p>
      </div>
    </Screen>
  );
}
