// Wires the Autosaver to the versioned save call, the thumbnail refresh and the toasts.
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import type { EditorAssets } from '../canvas/assets';
import type { Editor } from '../store/editor';
import { Autosaver } from './autosaver';
import { useSaveDesignMutation, useUpdateThumbnailMutation } from './designsApi';
import { renderThumbnail } from './thumbnail';

const THUMBNAIL_DELAY_MS = 1500;
export const UNSAVED_COPY_KEY = (id: string) => `dm-unsaved-design:${id}`;

export function useAutosave(editor: Editor, assets: EditorAssets): Autosaver {
  const [save] = useSaveDesignMutation();
  const [updateThumbnail] = useUpdateThumbnailMutation();

  const saver = useMemo(() => {
    let thumbTimer: ReturnType<typeof setTimeout> | null = null;
    return new Autosaver(editor, {
      save: (body) => save(body).unwrap(),
      onSaved: () => {
        if (thumbTimer) clearTimeout(thumbTimer);
        thumbTimer = setTimeout(() => {
          const { designId, design } = editor.state;
          void renderThumbnail(design, assets)
            .then((thumbnail_data) => updateThumbnail({ id: designId, thumbnail_data }).unwrap())
            .catch(() => undefined);
        }, THUMBNAIL_DELAY_MS);
      },
      onProblem: (_kind, message) => toast.error(message),
      keepCopy: (id, design) => {
        try {
          localStorage.setItem(UNSAVED_COPY_KEY(id), JSON.stringify(design));
        } catch {
          // storage full: the document is still in the open editor
        }
      },
    });
  }, [editor, assets, save, updateThumbnail]);

  useEffect(() => {
    saver.start();
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (saver.dirty) {
        void saver.flush();
        e.preventDefault();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      void saver.flush();
      saver.stop();
    };
  }, [saver]);

  return saver;
}
