import { Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { designPaths } from '../dashboard/paths';
import { Button } from '../ui/Button';
import { Screen, Section } from '../ui/Screen';
import { TEXTS } from '../ui/texts';

/**
 * {design_base}/folders/{folder_id}/{role}, both optional (signed-in users only).
 * Home view 'Folders' with 'Photo Folders' and 'Design Folders', each with '+ Create new';
 * with a folder id, the folder view with its Back button. Tiles and modals come with the
 * folders calls.
 */
export function FoldersPage() {
  const { folder_id: folderId } = useParams();
  if (folderId) return <Screen backTo={designPaths.folders} title="Folder" />;
  return (
    <Screen title={TEXTS.folders}>
      <Section title={TEXTS.photoFolders} actions={<CreateButton kind="photo folder" />} />
      <Section title={TEXTS.designFolders} actions={<CreateButton kind="design folder" />} />
    </Screen>
  );
}

function CreateButton({ kind }: { kind: string }) {
  return (
    <Button size="small" aria-label={`Create new ${kind}`} disabled>
      <Plus size={14} aria-hidden />
      Create new
    </Button>
  );
}
