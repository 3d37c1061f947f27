import { Plus } from 'lucide-react';
import { Button } from '../ui/Button';
import { Screen, Section } from '../ui/Screen';
import { TEXTS } from '../ui/texts';

/**
 * {design_base}/brand-kit (signed-in users only): Logos, Color Palettes and Typography, each with
 * an add-new action. Strips, dialogs and empty states come with the brand kit calls.
 */
export function BrandKitPage() {
  return (
    <Screen title="Brand Kit">
      <Section title={TEXTS.brandKitLogos} actions={<AddButton what="logo" />} />
      <Section title={TEXTS.brandKitPalettes} actions={<AddButton what="color palette" />} />
      <Section title={TEXTS.brandKitTypography} actions={<AddButton what="font" />} />
    </Screen>
  );
}

function AddButton({ what }: { what: string }) {
  return (
    <Button size="small" aria-label={`Add new ${what}`} disabled>
      <Plus size={14} aria-hidden />
      Add new
    </Button>
  );
}
