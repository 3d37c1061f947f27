// The Folders tab: 'Search folders' (name prefix, case-insensitive), the user's photo folders
// (their own and those shared with them) and 'Purchases', and a folder's images once opened
// (editor §2: "Other folder types show purchased resources"). A click puts an image on the page;
// a bought one keeps its library id, so it is never watermarked.
import { useState } from 'react';
import { ArrowLeft, Folder, ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import type { DesignResourceSku } from '@dm/contracts/types';
import { useAuth } from '../../auth/hooks';
import { useOrderHistoryQuery } from '../../orders/ordersApi';
import { useFoldersQuery } from '../../folders/foldersApi';
import { useEditor, useEditorSelector } from '../EditorContext';
import { placePhoto } from './PhotosPanel';
import { photosApi } from './photosApi';
import { uploadsApi } from './uploadsApi';
import styles from './panels.module.css';

type Opened = null | { kind: 'photos'; id: string; name: string } | { kind: 'purchases' };

export function FoldersPanel() {
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<Opened>(null);
  const { data } = useFoldersQuery(undefined, { skip: !user });
  if (!user) return <p className={styles.hint}>Please log in to use this feature</p>;
  const photoFolders = (data ?? [{ folder: { _id: user.my_photos_folder, name: 'Photos', type: 'photo' as const, resources: [] } }])
    .filter((e) => e.folder.type === 'photo')
    .map((e) => ({ open: { kind: 'photos' as const, id: e.folder._id, name: e.folder.name }, name: e.folder.name, icon: <Folder size={18} aria-hidden /> }));
  const folders = [...photoFolders, { open: { kind: 'purchases' as const }, name: 'Purchases', icon: <ShoppingBag size={18} aria-hidden /> }]
    .filter((f) => f.name.toLowerCase().startsWith(query.trim().toLowerCase()));
  if (opened) {
    return (
      <div className={styles.stack}>
        <div className={styles.folderHeader}>
          <button type="button" className={styles.backButton} onClick={() => setOpened(null)}>
            <ArrowLeft size={16} aria-hidden /> Back
          </button>
          <h3 className={styles.folderTitle}>{opened.kind === 'photos' ? opened.name : 'Purchases'}</h3>
        </div>
        {opened.kind === 'photos' ? <PhotosFolder folderId={opened.id} name={opened.name} /> : <PurchasesFolder />}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <input type="search" className={styles.search} placeholder="Search folders" aria-label="Search folders" value={query}
        onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.stopPropagation()} />
      {folders.length === 0 ? <p className={styles.hint}>No results found.</p> : (
        <ul className={styles.folderList} aria-label="Folders">
          {folders.map((f) => (
            <li key={f.open.kind === 'photos' ? f.open.id : 'purchases'}>
              <button type="button" className={styles.folderButton} onClick={() => setOpened(f.open)}>{f.icon} {f.name}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotosFolder({ folderId, name }: { folderId: string; name: string }) {
  const editor = useEditor();
  const { data, isLoading } = uploadsApi.usePhotosFolderQuery(folderId);
  if (isLoading) return <p className={styles.hint}>Loading…</p>;
  const photos = data?.folder.resources ?? [];
  if (!photos.length) return <p className={styles.hint}>Photos uploaded here will show.</p>;
  return (
    <ul className={styles.grid} aria-label={name}>
      {photos.map((p) => (
        <li key={p._id}>
          <button type="button" className={styles.tile} aria-label={`Add ${p.name}`} onClick={() => placePhoto(editor, { src: p.path, width: p.width, height: p.height })}>
            <img src={p.low_path} alt={p.name} loading="lazy" draggable={false} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function PurchasesFolder() {
  const editor = useEditor();
  const designId = useEditorSelector((s) => s.designId);
  const { data, isLoading } = useOrderHistoryQuery();
  const [load] = photosApi.useLoadPhotoMutation();
  if (isLoading) return <p className={styles.hint}>Loading…</p>;
  const bought = new Map<string, DesignResourceSku>();
  for (const o of data ?? []) if (o.status === 'fulfilled') for (const s of o.skus) if (s.type === 'design_resource' && !bought.has(s.design_resource)) bought.set(s.design_resource, s);
  if (!bought.size) return <p className={styles.hint}>Premium images you buy will show here.</p>;
  const add = async (s: DesignResourceSku) => {
    const answer = await load({ id: s.design_resource, design_id: designId || undefined });
    if ('error' in answer && answer.error) {
      toast.error(`${s.name} could not be loaded.`);
      return;
    }
    const size = answer.data as { width?: number; height?: number };
    placePhoto(editor, { src: answer.data!.src, width: size.width ?? 800, height: size.height ?? 600, resourceId: s.design_resource });
  };
  return (
    <ul className={styles.grid} aria-label="Purchases">
      {[...bought.values()].map((s) => (
        <li key={s.design_resource}>
          <button type="button" className={styles.tile} aria-label={`Add ${s.name}`} title={s.name} onClick={() => void add(s)}>
            <img src={s.image_src} alt={s.name} loading="lazy" draggable={false} />
          </button>
        </li>
      ))}
    </ul>
  );
}
