import { useCallback } from 'react';
import { toast } from 'sonner';
import { FolderMessages } from '@dm/contracts/constants';
import { useAuth } from '../../auth/hooks';
import { uploadsApi } from '../panels/uploadsApi';
import { keepLocally } from './localImages';

type Place = (photo: { src: string; width: number; height: number }, at: { x: number; y: number }) => void;

let dropSeq = 0;

/**
 * Image files dropped on the page: a signed-in person's go to their photos folder (a toast shows
 * the upload) and onto the page where they were dropped; a visitor's are kept in this browser and
 * go onto the page at once. Each refused file gets a message naming it.
 */
export function useDropFiles(place: Place) {
  const { user } = useAuth();
  const [upload] = uploadsApi.useUploadPhotoMutation();
  const folderId = user?.my_photos_folder;
  return useCallback(async (files: File[], at: { x: number; y: number }) => {
    for (const [i, file] of files.entries()) {
      const spot = { x: at.x + i * 24, y: at.y + i * 24 };
      if (!folderId) {
        const kept = await keepLocally(file);
        if ('error' in kept) toast.error(kept.error);
        else place(kept, spot);
        continue;
      }
      const id = `drop-${++dropSeq}`;
      const pending = toast.loading(`Uploading ${file.name}…`);
      const result = await upload({ id, file, folderId });
      toast.dismiss(pending);
      if ('error' in result && result.error) {
        toast.error((result.error as { serverError?: string }).serverError ?? `'${file.name}' could not be uploaded.`);
        continue;
      }
      const photo = result.data?.[0];
      if (!photo) continue;
      toast.success(FolderMessages.uploadedOne);
      place({ src: photo.path, width: photo.width, height: photo.height }, spot);
    }
  }, [folderId, upload, place]);
}
