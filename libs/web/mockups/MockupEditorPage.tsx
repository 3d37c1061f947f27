import { useParams } from 'react-router';
import { useAuth } from '../auth/hooks';
import { MOCKUP_BASE } from '../dashboard/paths';
import { Screen, Section } from '../ui/Screen';

/**
 * {mockup_base}/mockups/{mockup_id} and {mockup_base}/saved_mockups/{saved_mockup_id}: the
 * mockup editor, the slider 'Try your design on other mockups' and, for signed-in users only,
 * 'Your saved mockups'.
 */
export function MockupEditorPage({ saved = false }: { saved?: boolean }) {
  const params = useParams();
  const id = saved ? params.saved_mockup_id : params.mockup_id;
  const { status } = useAuth();
  return (
    <Screen backTo={MOCKUP_BASE} title={saved ? 'Saved mockup' : 'Mockup'} subtitle={id ? `#${id}` : undefined}>
      <Section title="Try your design on other mockups" />
      {status === 'signed-in' ? <Section title="Your saved mockups" /> : null}
    </Screen>
  );
}
