import { Screen } from '../ui/Screen';

/** {design_base}/generate-designs: design generation, rendered by the dashboard. */
export function GenerateDesignsPage() {
  return <Screen title="Generate designs" />;
}
