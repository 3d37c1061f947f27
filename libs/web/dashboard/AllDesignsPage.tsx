import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';

/** {design_base}/all-designs: 'All your designs' (signed-in users only). */
export function AllDesignsPage() {
  return <Screen title={TEXTS.allDesigns} />;
}
