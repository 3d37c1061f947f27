import { Screen } from '../ui/Screen';
import { EmptyState } from '../ui/EmptyState';
import { LayoutGrid } from 'lucide-react';
import { TEXTS } from '../ui/texts';

/**
 * {design_base}/wizard (visitors may open it): the generation wizard's form view starts in the
 * 'choose format' state with the prompt 'Please choose a format to begin'.
 */
export function WizardPage() {
  return (
    <Screen title="Wizard">
      <EmptyState icon={<LayoutGrid size={24} />}>{TEXTS.wizardChooseFormat}</EmptyState>
    </Screen>
  );
}
