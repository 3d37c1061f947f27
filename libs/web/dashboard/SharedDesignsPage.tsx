import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';

/** {design_base}/shared-designs: 'Shared with you' (signed-in users only). */
export function SharedDesignsPage() {
  return <Screen title={TEXTS.sharedWithYou} />;
}
