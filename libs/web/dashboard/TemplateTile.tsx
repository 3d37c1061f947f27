import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { DesignTemplate } from '@dm/contracts/types';
import { sizeLabel, templateDimensions } from './catalogView';
import { designPaths } from './paths';
import { Thumbnail } from './Thumbnail';
import styles from './TemplateTile.module.css';

/**
 * A design template in a grid or slider. A click copies it into a saved design and opens the
 * editor (library-and-dashboard.md section 4, "Template click on the dashboard"); the info link
 * opens its template page.
 */
export function TemplateTile({
  template,
  onUse,
  busy = false,
  thumbWidth = 160,
  thumbHeight = 185,
}: {
  template: DesignTemplate;
  onUse?: (template: DesignTemplate) => void;
  busy?: boolean;
  thumbWidth?: number;
  thumbHeight?: number;
}) {
  const d = templateDimensions(template);
  const picture = (
    <span className={styles.frame} style={{ width: thumbWidth, height: thumbHeight }}>
      <Thumbnail
        src={template.thumbnail}
        alt={template.name}
        width={d ? d.width : undefined}
        height={d ? d.height : undefined}
        maxWidth={thumbWidth}
        maxHeight={thumbHeight}
        caption={d ? sizeLabel(d) : undefined}
      />
    </span>
  );
  const page = designPaths.template(template.custom_url || template._id);
  return (
    <div className={styles.tile} style={{ width: thumbWidth }}>
      {onUse ? (
        <button type="button" className={styles.use} disabled={busy} onClick={() => onUse(template)} aria-label={`Use ${template.name}`}>
          {picture}
        </button>
      ) : (
        <Link className={styles.use} to={page} aria-label={template.name}>
          {picture}
        </Link>
      )}
      <div className={styles.caption}>
        <span className={styles.name} title={template.name}>
          {template.name}
        </span>
        {onUse ? (
          <Link className={styles.info} to={page} aria-label={`About ${template.name}`}>
            <Info size={14} aria-hidden />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
