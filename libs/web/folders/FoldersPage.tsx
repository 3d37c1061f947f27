import { useRef, useState } from 'react';
import { AlertDialog, Dialog, DropdownMenu } from 'radix-ui';
import { Download, Folder, FolderOpen, Image as ImageIcon, MoreHorizontal, Pencil, Plus, Share2, Trash2, Upload, Users, X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { FolderMessages, UPLOAD_ACCEPT } from '@dm/contracts/constants';
import type { DesignFolderResource, FolderEntry, PhotoResource } from '@dm/contracts/types';
import { designPaths } from '../dashboard/paths';
import { freshThumbnail, Thumbnail } from '../dashboard/Thumbnail';
import { uploadsApi } from '../editor/panels/uploadsApi';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Screen, Section } from '../ui/Screen';
import { Loader } from '../ui/Spinner';
import { TEXTS } from '../ui/texts';
import { tileName, useCreateFolderMutation, useDeleteFolderMutation, useDeleteFolderResourceMutation, useFolderQuery, useFoldersQuery, useRenameFolderMutation } from './foldersApi';
import { DownloadAllDialog } from './DownloadAllDialog';
import { ShareFolderDialog } from './ShareFolderDialog';
import styles from './Folders.module.css';

type Kind = 'photo' | 'design';

/**
 * {design_base}/folders/{folder_id}/{role}, both optional (signed-in users only). Home: 'Folders'
 * with 'Photo Folders' and 'Design Folders', each with '+ Create new'; tiles with a context menu
 * (Rename, Delete) on one's own folders, not on the protected Photos and My Designs (which opens
 * All your designs). A folder: Back, its name, its photos (Upload for photo folders) or designs.
 */
export function FoldersPage() {
  const { folder_id: folderId } = useParams();
  if (folderId) return <FolderView id={folderId} />;
  return <FoldersHome />;
}

function FoldersHome() {
  const { data, isLoading, isError } = useFoldersQuery();
  const [creating, setCreating] = useState<Kind | null>(null);
  const [renaming, setRenaming] = useState<FolderEntry | null>(null);
  const [deleting, setDeleting] = useState<FolderEntry | null>(null);
  const [sharing, setSharing] = useState<FolderEntry | null>(null);
  const section = (kind: Kind) => (
    <Section
      title={kind === 'photo' ? TEXTS.photoFolders : TEXTS.designFolders}
      actions={(
        <Button size="small" aria-label={`Create new ${kind} folder`} onClick={() => setCreating(kind)}>
          <Plus size={14} aria-hidden /> Create new
        </Button>
      )}
    >
      <ul className={styles.tiles} aria-label={kind === 'photo' ? TEXTS.photoFolders : TEXTS.designFolders}>
        {(data ?? []).filter((e) => e.folder.type === kind).map((e) => (
          <FolderTile key={e.folder._id} entry={e} onRename={() => setRenaming(e)} onDelete={() => setDeleting(e)} onShare={() => setSharing(e)} />
        ))}
      </ul>
    </Section>
  );
  return (
    <Screen title={TEXTS.folders}>
      {isLoading ? <Loader text="Loading your folders" /> : null}
      {isError ? <p role="alert">Something went wrong</p> : null}
      {data ? <>{section('photo')}{section('design')}</> : null}
      {creating ? <NameDialog title={`Create ${creating} folder`} action="Create" onClose={() => setCreating(null)} kind={creating} /> : null}
      {renaming ? <NameDialog title="Rename folder" action="Rename" onClose={() => setRenaming(null)} entry={renaming} /> : null}
      {deleting ? <DeleteFolderDialog entry={deleting} onClose={() => setDeleting(null)} /> : null}
      {sharing ? <ShareFolderDialog entry={sharing} onClose={() => setSharing(null)} /> : null}
    </Screen>
  );
}

function FolderTile({ entry, onRename, onDelete, onShare }: { entry: FolderEntry; onRename: () => void; onDelete: () => void; onShare: () => void }) {
  const f = entry.folder;
  const to = entry.protected && f.type === 'design' ? designPaths.allDesigns : designPaths.folder(f._id, entry.role);
  const count = f.resources.length;
  return (
    <li className={styles.tile}>
      <Link to={to} className={styles.tileLink} title={f.name}>
        {f.type === 'photo' ? <ImageIcon size={22} aria-hidden /> : <Folder size={22} aria-hidden />}
        <span className={styles.tileName}>{tileName(f.name)}</span>
        <span className={styles.tileCount}>
          {count} {f.type === 'photo' ? (count === 1 ? 'photo' : 'photos') : (count === 1 ? 'design' : 'designs')}
          {entry.ownership === 'shared' ? <> · <Users size={12} aria-hidden /> shared, can {entry.role}</> : null}
        </span>
      </Link>
      {entry.ownership === 'owned' && (!entry.protected || f.type === 'photo') ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={styles.more} aria-label={`Actions for ${f.name}`}>
            <MoreHorizontal size={18} aria-hidden />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
              {entry.protected ? null : <DropdownMenu.Item className={styles.item} onSelect={onRename}><Pencil size={16} aria-hidden /> Rename</DropdownMenu.Item>}
              {entry.protected ? null : <DropdownMenu.Item className={styles.item} onSelect={onDelete}><Trash2 size={16} aria-hidden /> Delete</DropdownMenu.Item>}
              <DropdownMenu.Item className={styles.item} onSelect={onShare}><Share2 size={16} aria-hidden /> Share</DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </li>
  );
}

/** Create (name and kind) or rename: the name is required; Enter submits only when it is not empty. */
function NameDialog({ title, action, kind, entry, onClose }: { title: string; action: string; kind?: Kind; entry?: FolderEntry; onClose: () => void }) {
  const [name, setName] = useState(entry?.folder.name ?? '');
  const [create, creating] = useCreateFolderMutation();
  const [rename, renaming] = useRenameFolderMutation();
  const busy = creating.isLoading || renaming.isLoading;
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    const answer = entry ? await rename({ folder_id: entry.folder._id, new_name: trimmed }) : await create({ folder_name: trimmed, folder_type: kind! });
    if ('error' in answer && answer.error) {
      toast.error((answer.error as { serverError?: string }).serverError ?? 'Something went wrong');
      return;
    }
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <input
            className={styles.input}
            aria-label="Folder name"
            placeholder="Folder name"
            value={name}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void submit()}
          />
          <div className={styles.buttons}>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={!name.trim() || busy} onClick={() => void submit()}>{action}</Button>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close"><X size={18} aria-hidden /></Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeleteFolderDialog({ entry, onClose }: { entry: FolderEntry; onClose: () => void }) {
  const [remove, removing] = useDeleteFolderMutation();
  const confirm = async () => {
    const answer = await remove({ folder_id: entry.folder._id });
    if ('error' in answer && answer.error) toast.error((answer.error as { serverError?: string }).serverError ?? 'Something went wrong');
    onClose();
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{FolderMessages.deleteConfirm}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>'{entry.folder.name}' goes; its designs stay in My Designs.</AlertDialog.Description>
          <div className={styles.buttons}>
            <AlertDialog.Cancel asChild><Button>No</Button></AlertDialog.Cancel>
            <Button variant="primary" className={styles.danger} disabled={removing.isLoading} onClick={() => void confirm()}>Yes</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function FolderView({ id }: { id: string }) {
  const { data, isLoading, error } = useFolderQuery(id);
  const [upload] = uploadsApi.useUploadPhotoMutation();
  const [removeResource] = useDeleteFolderResourceMutation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [downloading, setDownloading] = useState(false);
  if (isLoading) return <Screen backTo={designPaths.folders} title="Folder"><Loader text="Loading the folder" /></Screen>;
  if (error || !data) return <Screen backTo={designPaths.folders} title="Folder"><EmptyState>{FolderMessages.folderNotFound}</EmptyState></Screen>;
  const f = data.folder;
  const send = async (files: File[]) => {
    setUploading(files.length);
    const results = await Promise.all(files.map((file, i) => upload({ id: `folder-${Date.now()}-${i}`, file, folderId: f._id })));
    setUploading(0);
    const failed = results.find((r) => r.error);
    if (failed?.error) toast.error((failed.error as { serverError?: string }).serverError ?? 'Something went wrong.');
    if (results.some((r) => !r.error)) toast.success(FolderMessages.uploaded);
  };
  const take = async (resource: string) => {
    const answer = await removeResource({ folder_id: f._id, resource });
    if ('error' in answer && answer.error) toast.error((answer.error as { serverError?: string }).serverError ?? 'Something went wrong');
  };
  const downloadAll = f.resources.length ? (
    <Button onClick={() => setDownloading(true)}><Download size={16} aria-hidden /> Download all</Button>
  ) : null;
  const actions = f.type === 'photo' && data.role === 'edit' ? (
    <>
      {downloadAll}
      <Button variant="primary" disabled={uploading > 0} onClick={() => input.current?.click()}><Upload size={16} aria-hidden /> {uploading ? `Uploading ${uploading}…` : 'Upload'}</Button>
      <input ref={input} type="file" accept={UPLOAD_ACCEPT} multiple hidden aria-label="Choose images to upload" onChange={(e) => {
        const files = [...(e.target.files ?? [])];
        e.target.value = '';
        if (files.length) void send(files);
      }} />
    </>
  ) : downloadAll;
  return (
    <Screen backTo={designPaths.folders} title={f.name} actions={actions}>
      {downloading ? <DownloadAllDialog entry={data} onClose={() => setDownloading(false)} /> : null}
      {f.resources.length === 0 ? (
        <EmptyState icon={<FolderOpen size={24} />}>{f.type === 'photo' ? 'Upload photos into this folder.' : 'Move designs here from All your designs.'}</EmptyState>
      ) : (
        <ul className={styles.resources} aria-label={`${f.name} contents`}>
          {f.type === 'photo'
            ? (f.resources as PhotoResource[]).map((p) => (
              <li key={p._id} className={styles.resource}>
                <img src={p.low_path} alt={p.name} loading="lazy" />
                <span className={styles.resourceName}>{p.name}</span>
                {data.ownership === 'owned' ? <button type="button" className={styles.remove} aria-label={`Remove ${p.name}`} onClick={() => void take(p._id)}><Trash2 size={14} aria-hidden /></button> : null}
              </li>
            ))
            : (f.resources as DesignFolderResource[]).map((d) => (
              <li key={d._id} className={styles.resource}>
                <Link to={designPaths.design(d.path, data.role)} aria-label={d.name}>
                  <Thumbnail src={d.thumbnail ? freshThumbnail(d.thumbnail, d.updatedAt) : null} alt={d.name} width={d.width} height={d.height} maxWidth={148} maxHeight={173} />
                </Link>
                <span className={styles.resourceName}>{tileName(d.name)}</span>
                {data.ownership === 'owned' ? <button type="button" className={styles.remove} aria-label={`Take ${d.name} out of the folder`} onClick={() => void take(d._id)}><X size={14} aria-hidden /></button> : null}
              </li>
            ))}
        </ul>
      )}
    </Screen>
  );
}
