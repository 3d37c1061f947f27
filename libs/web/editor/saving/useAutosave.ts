// Wires the Autosaver to the versioned save call, the thumbnail refresh and the toasts.
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import type { EditorAssets } from '../canvas/assets';
import type { Editor } from '../store/editor';
import { useDispatch } from 'react-redux';
import { runAction } from '../actions';
import { Autosaver } from './autosaver';
import { designsApi, type SavedDesign, useSaveDesignMutation, useUpdateThumbnailMutation } from './designsApi';
import { renderThumbnail } from './thumbnail';
import { pointerHeld } from '../canvas/pointerHeld';
import { EDITOR_TEXTS } from '../texts';

const THUMBNAIL_DELAY_MS = 1500;
export const UNSAVED_COPY_KEY = (id: string) => `dm-unsaved-design:${id}`;

export function useAutosave(editor: Editor, assets: EditorAssets): Autosaver {
  const [save] = useSaveDesignMutation();
  const [updateThumbnail] = useUpdateThumbnailMutation();
  const dispatch = useDispatch();

  const saver = useMemo(() => {
    let thumbTimer: ReturnType<typeof setTimeout> | null = null;
    const latestVersion = async (id: string): Promise<number> => {
      const request = dispatch(designsApi.endpoints.savedDesign.initiate(id, { forceRefetch: true }) as never) as unknown as {
        unwrap(): Promise<SavedDesign>;
        unsubscribe(): void;
      };
      try {
        return (await request.unwrap()).version;
      } finally {
        request.unsubscribe();
      }
    };
    const s: Autosaver = new Autosaver(editor, {
      save: (body) => save(body).unwrap(),
      busy: pointerHeld,
      onSaved: () => {
        try {
          localStorage.removeItem(UNSAVED_COPY_KEY(editor.state.designId));
        } catch {
          // no storage
        }
        if (thumbTimer) clearTimeout(thumbTimer);
        const thumbnail = () => {
          // drawing the page takes frames: not while a gesture holds the pointer
          if (pointerHeld()) {
            thumbTimer = setTimeout(thumbnail, THUMBNAIL_DELAY_MS);
            return;
          }
          thumbTimer = null;
          const { designId, design } = editor.state;
          void renderThumbnail(design, assets)
            .then((thumbnail_data) => updateThumbnail({ id: designId, thumbnail_data }).unwrap())
            .catch(() => undefined);
        };
        thumbTimer = setTimeout(thumbnail, THUMBNAIL_DELAY_MS);
      },
      onProblem: (kind, message) => {
        if (kind !== 'conflict') {
          toast.error(message);
          return;
        }
        // nothing is lost: the document stays open (and in local storage); the user may also
        // put their version on top of the newer one
        toast.error(message, {
          duration: Infinity,
          action: {
            label: 'Save my version',
            onClick: () => {
              void latestVersion(editor.state.designId).then((v) => s.rebase(v)).catch(() => toast.error(EDITOR_TEXTS.somethingWentWrong));
            },
          },
        });
      },
      keepCopy: (id, design) => {
        try {
          localStorage.setItem(UNSAVED_COPY_KEY(id), JSON.stringify(design));
        } catch {
          // storage full: the document is still in the open editor
        }
      },
    });
    return s;
  }, [editor, assets, save, updateThumbnail, dispatch]);

  useEffect(() => {
    // a copy kept after a conflict: offer it back
    let kept: string | null = null;
    try {
      kept = localStorage.getItem(UNSAVED_COPY_KEY(editor.state.designId));
    } catch {
      kept = null;
    }
    if (kept && !editor.readOnly) {
      toast('Your last changes to this design were not saved.', {
        duration: Infinity,
        action: {
          label: 'Restore them',
          onClick: () => {
            runAction(editor, 'restoreDesign', JSON.parse(kept!));
            localStorage.removeItem(UNSAVED_COPY_KEY(editor.state.designId));
          },
        },
        cancel: { label: 'Discard', onClick: () => localStorage.removeItem(UNSAVED_COPY_KEY(editor.state.designId)) },
      });
    }
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
  }, [saver, editor]);

  return saver;
}
