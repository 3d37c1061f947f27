import { useParams } from 'react-router';
import { DESIGN_BASE } from '../dashboard/paths';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/**
 * {design_base}/template/{custom_url or id}: the public template detail page. Thumbnail,
 * keywords, 'Dimension: ...', colours, fonts and 'Explore related designs' come with the
 * template call.
 */
export function TemplatePage() {
  const { custom_url: customUrl } = useParams();
  return (
    <Screen
      backTo={DESIGN_BASE}
      title={customUrl ? decodeURIComponent(customUrl).replace(/[-_]+/g, ' ') : 'Template'}
      actions={
        <>
          <Button variant="primary" disabled>
            Use this template
          </Button>
          <Button disabled>Share this template</Button>
        </>
      }
    />
  );
}
