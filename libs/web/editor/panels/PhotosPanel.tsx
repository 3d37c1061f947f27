// The Photos tab: 'Search photos' over the photo library (the catalog's search engine, the same as
// templates), category subtabs, and the photos in two balanced columns, each marked FREE or
// PREMIUM ($1) and credited to its author. A click puts the photo on the page (or into the
// selected frame); a photo can also be dragged onto the page, onto a frame or onto an image.
// 'Generate with AI' opens the AI image panel in the tab.
import { useState } from 'react';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { FREE_LABEL, PHOTO_DRAG_TYPE, PREMIUM_LABEL } from '@dm/contracts/constants';
import type { DesignResource } from '@dm/contracts/types';
import { resolveAssetUrl } from '@dm/scene';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import type { Editor } from '../store/editor';
import { AiImagePanel } from '../../imagemaker/AiImagePanel';
import { InfiniteGrid } from './InfiniteGrid';
import { infiniteList } from './paging';
import { PanelSearch } from './PanelSearch';
import { photosApi } from './photosApi';
import styles from './panels.module.css';

export interface DraggedPhoto {
  src: string;
  width: number;
  height: number;
  resourceId?: string;
}

/** A photo from a panel into the design: into the selected frame when one is, else onto the page. */
export function placePhoto(editor: Editor, photo: DraggedPhoto): void {
  const [only] = editor.selected.length === 1 ? editor.selected : [];
  if (only?.type === 'grid' && !only.locked) runAction(editor, 'fillFrame', { frameId: only.id, ...photo });
  else runAction(editor, 'addPhoto', photo);
}

export function dragPhoto(e: React.DragEvent, photo: DraggedPhoto): void {
  e.dataTransfer.setData(PHOTO_DRAG_TYPE, JSON.stringify(photo));
  e.dataTransfer.effectAllowed = 'copy';
}

function PhotoTile({ photo }: { photo: DesignResource }) {
  const editor = useEditor();
  const designId = useEditorSelector((s) => s.designId);
  const [load] = photosApi.useLoadPhotoMutation();
  const size = { width: photo.width ?? 800, height: photo.height ?? 600 };
  const add = async () => {
    const answer = await load({ id: photo._id, design_id: designId || undefined });
    if ('error' in answer) {
      toast.error((answer.error as { serverError?: string }).serverError ?? `${photo.name} could not be loaded.`);
      return;
    }
    placePhoto(editor, { src: answer.data.src, ...size, resourceId: photo._id });
  };
  const premium = !photo.free;
  return (
    <button
      type="button"
      className={`${styles.tile} ${styles.photoTile}`}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      title={`${photo.name}: ${photo.author ?? ''} (${photo.license ?? ''})`}
      aria-label={`Add ${photo.name}`}
      draggable
      onDragStart={(e) => dragPhoto(e, { src: photo.src, ...size, resourceId: photo._id })}
      onClick={() => void add()}
    >
      <img src={photo.low_path} alt={photo.name} loading="lazy" draggable={false} />
      <span className={premium ? styles.premiumBadge : styles.freeBadge}>{premium ? PREMIUM_LABEL : FREE_LABEL}</span>
    </button>
  );
}

const PROVIDER_NAMES = { unsplash: 'Unsplash', pexels: 'Pexels' } as const;

/** The configured stock-photo provider's results for a search (nothing when none is set up). */
function ExternalPhotos({ query }: { query: string }) {
  const editor = useEditor();
  const { data, isError } = photosApi.useExternalPhotosQuery(query);
  if (isError) return <p className={styles.hint}>Photos from the stock provider are not available right now.</p>;
  if (!data?.provider) return null;
  const name = PROVIDER_NAMES[data.provider];
  return (
    <section className={styles.stack} aria-label={`Photos from ${name}`}>
      <h3 className={styles.sectionTitle}>From {name}</h3>
      {data.photos.length === 0 ? <p className={styles.hint}>No results found.</p> : (
        <div className={styles.masonry}>
          {data.photos.map((p) => {
            const photo = { src: p.src, width: p.width, height: p.height };
            return (
              <button key={p.id} type="button" className={`${styles.tile} ${styles.photoTile}`} style={{ aspectRatio: `${p.width} / ${p.height}` }}
                title={`Photo by ${p.author} on ${name}`} aria-label={`Add photo by ${p.author}`} draggable onDragStart={(e) => dragPhoto(e, photo)} onClick={() => placePhoto(editor, photo)}>
                <img src={resolveAssetUrl(p.thumb)} alt={`Photo by ${p.author}`} loading="lazy" draggable={false} />
                <span className={styles.freeBadge}>{p.author}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The AI image panel inside the Photos tab: a click puts the image on the page (or into the selected frame). */
function AiPhotos({ onClose }: { onClose: () => void }) {
  const editor = useEditor();
  return (
    <div className={styles.stack}>
      <div className={styles.folderHeader}>
        <button type="button" className={styles.backButton} onClick={onClose}><ArrowLeft size={16} aria-hidden /> Back</button>
        <h3 className={styles.folderTitle}>AI images</h3>
      </div>
      <AiImagePanel tone="dark" onUse={(img) => placePhoto(editor, { src: img.imageUrl, width: img.width, height: img.height })}
        extra={(img) => <button type="button" onClick={() => runAction(editor, 'setBackgroundImage', img.imageUrl)}>Background</button>} />
    </div>
  );
}

export function PhotosPanel() {
  const [ai, setAi] = useState(false);
  if (ai) return <AiPhotos onClose={() => setAi(false)} />;
  return <LibraryPhotos onAi={() => setAi(true)} />;
}

function LibraryPhotos({ onAi }: { onAi: () => void }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const { data: categories } = photosApi.usePhotoCategoriesQuery();
  const pages = photosApi.usePhotoPagesInfiniteQuery({ query, category });
  return (
    <div className={styles.stack}>
      <PanelSearch label="Search photos" onSearch={setQuery} />
      <button type="button" className={styles.secondaryButton} onClick={onAi}><Sparkles size={16} aria-hidden /> Generate with AI</button>
      <div className={styles.chips} role="tablist" aria-label="Photo categories">
        {[{ _id: '', name: 'All' }, ...(categories ?? [])].map((c) => (
          <button key={c._id} type="button" role="tab" aria-selected={category === c._id} className={styles.chip} onClick={() => setCategory(c._id)}>
            {c.name}
          </button>
        ))}
      </div>
      <InfiniteGrid key={`${query}|${category}`} className={styles.masonry} label={query ? 'Photo results' : 'Photos'} list={infiniteList(pages)}
        render={(p) => <PhotoTile key={p._id} photo={p} />} />
      {query && <ExternalPhotos query={query} />}
    </div>
  );
}
