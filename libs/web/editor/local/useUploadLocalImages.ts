import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../auth/hooks';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { uploadsApi } from '../panels/uploadsApi';
import { localImage, localSources } from './localImages';

/**
 * One upload per kept image and person for the life of the page: the editor can be mounted again
 * (a reload of the design, a change of role) while an upload is under way, and a second hook
 * instance must wait for the first upload rather than upload the same image twice.
 */
const uploads = new Map<string, Promise<string | undefined>>();

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
  const folderId = user?.my_photos_folder;

  useEffect(() => {
    if (!folderId || !canEdit) return;
    let live = true;
    for (const src of localSources(design)) {
      const key = `${folderId}\u0000${src}`;
      let path = uploads.get(key);
      if (!path) {
        path = (async () => {
          const kept = await localImage(src).catch(() => undefined);
          if (!kept) return undefined;
          const file = new File([kept.blob], kept.name, { type: kept.blob.type || 'image/png' });
          const result = await upload({ id: `local-${kept.id}`, file, folderId });
          if ('error' in result && result.error) {
            uploads.delete(key);
            toast.error((result.error as { serverError?: string }).serverError ?? `'${kept.name}' could not be uploaded.`);
            return undefined;
          }
          return result.data?.[0]?.path;
        })();
        uploads.set(key, path);
      }
      void path.then((to) => {
        // the file stays in this browser too, so an undo back to it still draws
        if (to && live && localSources(editor.store.getState().design).includes(src)) {
          runAction(editor, 'replaceImageSource', { from: src, to });
        }
      });
    }
    return () => { live = false; };
  }, [design, folderId, canEdit, upload, editor]);
}
