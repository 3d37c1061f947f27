import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../auth/hooks';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { uploadsApi } from '../panels/uploadsApi';
import { localImage, localSources } from './localImages';

/**
 * Once the person is signed in and may edit the design, every image they added as a visitor (kept
 * in this browser) is uploaded to their photos folder and the design is changed to the uploaded
 * image. Images this browser does not have are left as they are.
 */
export function useUploadLocalImages(): void {
  const editor = useEditor();
  const { user } = useAuth();
  const design = useEditorSelector((s) => s.design);
  const canEdit = useEditorSelector((s) => s.role === 'edit');
  const [upload] = uploadsApi.useUploadPhotoMutation();
  const busy = useRef(new Set<string>());
  const folderId = user?.my_photos_folder;

  useEffect(() => {
    if (!folderId || !canEdit) return;
    for (const src of localSources(design)) {
      if (busy.current.has(src)) continue;
      busy.current.add(src);
      void (async () => {
        const kept = await localImage(src).catch(() => undefined);
        if (!kept) return;
        const file = new File([kept.blob], kept.name, { type: kept.blob.type || 'image/png' });
        const result = await upload({ id: `local-${kept.id}`, file, folderId });
        if ('error' in result && result.error) {
          busy.current.delete(src);
          toast.error((result.error as { serverError?: string }).serverError ?? `'${kept.name}' could not be uploaded.`);
          return;
        }
        const uploaded = result.data?.[0];
        if (!uploaded) return;
        // the file stays in this browser too, so an undo back to it still draws
        runAction(editor, 'replaceImageSource', { from: src, to: uploaded.path });
      })();
    }
  }, [design, folderId, canEdit, upload, editor]);
}
