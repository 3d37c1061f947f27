// The Uploads tab: 'Upload image' (png, jpg, jpeg; several at once) or files dropped on the panel,
// a progress bar per file while it uploads, a clear message for each refused file, and the user's
// uploads as a grid; a click puts a photo on the page. Signed out: the spec's sign-in hint.
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FolderMessages, UPLOAD_ACCEPT } from '@dm/contracts/constants';
import { useAuth } from '../../auth/hooks';
import { useEditor } from '../EditorContext';
import { Sentinel } from './InfiniteGrid';
import { dragPhoto, placePhoto } from './PhotosPanel';
import { onUploadProgress, type PhotoResource, uploadsApi } from './uploadsApi';
import styles from './panels.module.css';

interface InFlight {
  id: string;
  name: string;
  progress: number;
  error?: string;
}

let uploadSeq = 0;
const UPLOADS_PAGE = 30;


export function UploadsPanel() {
  const { user } = useAuth();
  if (!user) return <p className={styles.hint}>{FolderMessages.signInToUpload}</p>;
  return <Uploads folderId={user.my_photos_folder} />;
}

function Uploads({ folderId }: { folderId: string }) {
  const editor = useEditor();
  const input = useRef<HTMLInputElement>(null);
  const { data, isLoading, isError } = uploadsApi.usePhotosFolderQuery(folderId);
  const [upload] = uploadsApi.useUploadPhotoMutation();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [dragging, setDragging] = useState(false);
  // the grid grows a page at a time as its end scrolls into view
  const [shown, setShown] = useState(UPLOADS_PAGE);

  const put = (id: string, patch: Partial<InFlight>) => setInFlight((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));

  const send = useCallback(async (files: File[]) => {
    const items = files.map((file) => ({ file, id: `upload-${++uploadSeq}` }));
    setInFlight((list) => [...list, ...items.map(({ id, file }) => ({ id, name: file.name, progress: 0 }))]);
    await Promise.all(items.map(async ({ id, file }) => {
      const stop = onUploadProgress(id, (fraction) => put(id, { progress: fraction }));
      const result = await upload({ id, file, folderId });
      stop();
      if (result.error) put(id, { error: (result.error as { serverError?: string }).serverError ?? 'Something went wrong.', progress: 1 });
      else setInFlight((list) => list.filter((f) => f.id !== id));
      return !result.error;
    })).then((done) => {
      // the spec's success toast, once per batch with at least one file kept
      if (done.some(Boolean)) toast.success(FolderMessages.uploadedOne);
    });
  }, [upload, folderId]);

  const add = (photo: PhotoResource) => placePhoto(editor, { src: photo.path, width: photo.width, height: photo.height });

  return (
    <div
      className={`${styles.stack} ${dragging ? styles.dropping : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        setDragging(false);
        void send([...e.dataTransfer.files]);
      }}
    >
      <button type="button" className={styles.primaryButton} onClick={() => input.current?.click()}>Upload image</button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        hidden
        aria-label="Choose images to upload"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void send(files);
        }}
      />
      <p className={styles.hint}>or drop png and jpg files here</p>
      {inFlight.length > 0 && (
        <ul className={styles.uploadList} aria-label="Uploads in progress">
          {inFlight.map((f) => (
            <li key={f.id} className={styles.uploadItem}>
              <span className={styles.uploadName}>{f.name}</span>
              {f.error ? (
                <span role="alert" className={styles.uploadError}>
                  {f.error}
                  <button type="button" className={styles.linkButton} onClick={() => setInFlight((list) => list.filter((x) => x.id !== f.id))}>Dismiss</button>
                </span>
              ) : (
                <progress max={1} value={f.progress} aria-label={`Uploading ${f.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      {isLoading && <p className={styles.hint}>Loading your uploads…</p>}
      {isError && <p className={styles.hint}>something went wrong</p>}
      {data && data.folder.resources.length === 0 && inFlight.length === 0 && <p className={styles.hint}>Your uploads will show here.</p>}
      {data && data.folder.resources.length > 0 && (
        <ul className={styles.grid} aria-label="Your uploads">
          {data.folder.resources.slice(0, shown).map((photo) => (
            <li key={photo._id}>
              <button type="button" className={styles.tile} title={photo.name} aria-label={`Add ${photo.name}`} onClick={() => add(photo)}
                draggable onDragStart={(e) => dragPhoto(e, { src: photo.path, width: photo.width, height: photo.height })}>
                <img src={photo.low_path} alt={photo.name} loading="lazy" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.folder.resources.length > shown && <Sentinel key={shown} onVisible={() => setShown((n) => n + UPLOADS_PAGE)} />}
    </div>
  );
}
