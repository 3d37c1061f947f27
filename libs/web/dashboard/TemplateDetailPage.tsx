import { useState } from 'react';
import { Share2, Sparkles } from 'lucide-react';
import { useParams } from 'react-router';
import type { DesignTemplate } from '@dm/contracts/types';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Spinner';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { BackLink } from '../ui/Screen';
import { designFileColours, dimensionLabel, sizeLabel, templateDimensions, templateFonts, templateKeywords } from './catalogView';
import { useRecommendationsQuery, useTemplateByCustomUrlQuery, useTemplateByIdQuery } from './dashboardApi';
import { DESIGN_BASE, designPaths } from './paths';
import { ShareTemplateDialog } from './ShareTemplateDialog';
import { Slider } from './Slider';
import { TemplateTile } from './TemplateTile';
import { DASHBOARD_TEXTS } from './texts';
import { Thumbnail } from './Thumbnail';
import { useDominantColours } from './useDominantColours';
import { useStartDesign } from './useStartDesign';
import styles from './TemplateDetailPage.module.css';

/**
 * {design_base}/template/{custom_url or id}: the public template page (editor-and-tools.md,
 * "Template detail page"). Looked up by custom url first, then by id.
 */
export function TemplateDetailPage() {
  const { custom_url: key = '' } = useParams();
  const byUrl = useTemplateByCustomUrlQuery(key, { skip: !key });
  const byId = useTemplateByIdQuery(key, { skip: !key || !byUrl.isError });
  const template = byUrl.data ?? byId.data;
  if (template) return <TemplateDetail template={template} />;
  if (!key || (byUrl.isError && byId.isError)) return <NotFoundScreen />;
  return <Loader text={DASHBOARD_TEXTS.loading} />;
}

function TemplateDetail({ template }: { template: DesignTemplate }) {
  const [sharing, setSharing] = useState(false);
  const { startFromTemplate, busy } = useStartDesign();
  const category = template.categories[0];
  const size = templateDimensions(template);
  const keywords = templateKeywords(template.keywords);
  const fonts = templateFonts(template.design_file);
  const sampled = useDominantColours(template.thumbnail);
  const colours = sampled && sampled.length > 0 ? sampled : designFileColours(template.design_file);
  const { data: related = [] } = useRecommendationsQuery(category?._id ?? '', { skip: !category });
  const others = related.filter((t) => t._id !== template._id);
  const shareUrl = `${window.location.origin}${designPaths.template(template.custom_url || template._id)}`;

  return (
    <div className={styles.page}>
      <title>{`${template.name} · Designmaker`}</title>
      <BackLink to={DESIGN_BASE} />
      <div className={styles.layout}>
        <div className={styles.preview}>
          <Thumbnail
            src={template.thumbnail}
            alt={template.name}
            width={size?.width}
            height={size?.height}
            maxWidth={560}
            maxHeight={560}
            caption={size ? sizeLabel(size) : undefined}
          />
        </div>
        <div className={styles.info}>
          {keywords.length > 0 ? (
            <ul className={styles.chips} aria-label={DASHBOARD_TEXTS.keywords}>
              {keywords.map((keyword) => (
                <li key={keyword}>
                  <a className={styles.chip} href={designPaths.search({ query: keyword })} target="_blank" rel="noopener">
                    {keyword}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className={styles.name}>{template.name}</h1>
          {category ? <p className={styles.category}>{category.name}</p> : null}
          {size ? <p className={styles.dimension}>{dimensionLabel(size)}</p> : null}
          <div className={styles.actions}>
            <Button variant="primary" size="large" disabled={busy} onClick={() => void startFromTemplate(template._id, category?._id)}>
              <Sparkles size={18} aria-hidden />
              {DASHBOARD_TEXTS.useTemplate}
            </Button>
            <Button size="large" onClick={() => setSharing(true)}>
              <Share2 size={18} aria-hidden />
              {DASHBOARD_TEXTS.shareTemplate}
            </Button>
          </div>
          {colours.length > 0 ? (
            <section className={styles.facts} aria-label={DASHBOARD_TEXTS.colors}>
              <h2 className={styles.factTitle}>{DASHBOARD_TEXTS.colors}</h2>
              <ul className={styles.swatches}>
                {colours.map((colour) => (
                  <li key={colour} className={styles.swatch} style={{ background: colour }} title={colour} aria-label={colour} />
                ))}
              </ul>
            </section>
          ) : null}
          {fonts.length > 0 ? (
            <section className={styles.facts} aria-label={DASHBOARD_TEXTS.fonts}>
              <h2 className={styles.factTitle}>{DASHBOARD_TEXTS.fonts}</h2>
              <p className={styles.fonts}>{fonts.join(', ')}</p>
            </section>
          ) : null}
        </div>
      </div>
      {others.length > 0 ? (
        <div className={styles.related}>
          <Slider title={DASHBOARD_TEXTS.related} label={DASHBOARD_TEXTS.related}>
            {others.map((t) => (
              <TemplateTile key={t._id} template={t} thumbWidth={160} thumbHeight={185} />
            ))}
          </Slider>
        </div>
      ) : null}
      <ShareTemplateDialog url={shareUrl} open={sharing} onOpenChange={setSharing} />
    </div>
  );
}
