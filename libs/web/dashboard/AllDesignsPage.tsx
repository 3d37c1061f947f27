import { useEffect, useState } from 'react';
import { Checkbox, DropdownMenu, Tooltip } from 'radix-ui';
import { Check, FolderInput, MoreHorizontal, Share2, SquareStack, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SavedDesignSummary } from '@dm/contracts/types';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Screen } from '../ui/Screen';
import { useDeleteDesignsMutation, useOwnedDesignsQuery } from './dashboardApi';
import { DeleteDesignsDialog } from './DeleteDesignsDialog';
import { ShareDesignDialog } from './ShareDesignDialog';
import { MoveToFolderDialog } from '../folders/MoveToFolderDialog';
import { useAuth } from '../auth/hooks';
import { contextMenusShown, emptySelection, keepListed, toggleSelected, type Selection } from './designSelection';
import { designPaths } from './paths';
import { DASHBOARD_TEXTS } from './texts';
import { freshThumbnail, Thumbnail, TileSkeleton } from './Thumbnail';
import styles from './AllDesignsPage.module.css';

const TOOLTIP_DELAY_MS = 400;

/**
 * {design_base}/all-designs, 'All your designs' (signed-in users only): thumbnails with a name
 * footer; checkboxes for multi-select with bulk delete and bulk move; a context menu per design
 * (Move to Folder, Delete, Share), hidden while any design is selected. Delete asks first, then
 * the list reloads; bulk delete clears the selection. Moving waits for folders and sharing for
 * link sharing: their controls show disabled, with a tooltip saying so.
 */
export function AllDesignsPage() {
  const { data: designs, isLoading, isError } = useOwnedDesignsQuery();
  const [deleteDesigns, { isLoading: deleting }] = useDeleteDesignsMutation();
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [pending, setPending] = useState<string[] | null>(null);
  const [sharing, setSharing] = useState<SavedDesignSummary | null>(null);
  const [moving, setMoving] = useState<string[] | null>(null);
  const { user } = useAuth();

  const listed = designs?.map((d) => d._id);
  useEffect(() => {
    if (listed) setSelection((s) => keepListed(s, listed));
    // the ids, not the array identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listed?.join(',')]);

  async function confirmDelete() {
    if (!pending) return;
    const bulk = pending.length > 1 || selection.size > 0;
    try {
      await deleteDesigns({ id: pending.length === 1 ? pending[0] : pending }).unwrap();
      if (bulk) setSelection(emptySelection);
    } catch {
      toast.error(DASHBOARD_TEXTS.deleteFailed);
    } finally {
      setPending(null);
    }
  }

  const menus = contextMenusShown(selection);
  const toolbar =
    selection.size > 0 ? (
      <div className={styles.toolbar} role="toolbar" aria-label="Selected designs">
        <span className={styles.count}>{DASHBOARD_TEXTS.selected(selection.size)}</span>
        <Button onClick={() => setMoving([...selection])}>
          <FolderInput size={16} aria-hidden />
          {DASHBOARD_TEXTS.moveToFolder}
        </Button>
        <Button variant="primary" className={styles.danger} onClick={() => setPending([...selection])}>
          <Trash2 size={16} aria-hidden />
          {DASHBOARD_TEXTS.delete}
        </Button>
        <Button variant="ghost" onClick={() => setSelection(emptySelection)}>
          <X size={16} aria-hidden />
          {DASHBOARD_TEXTS.clearSelection}
        </Button>
      </div>
    ) : null;

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Screen title={DASHBOARD_TEXTS.allDesigns} actions={toolbar}>
        {isLoading ? (
          <div className={styles.grid} role="status" aria-label={DASHBOARD_TEXTS.loading}>
            {Array.from({ length: 10 }, (_, i) => (
              <TileSkeleton key={i} width={180} height={220} />
            ))}
          </div>
        ) : isError ? (
          <p role="alert">{DASHBOARD_TEXTS.somethingWentWrong}</p>
        ) : !designs || designs.length === 0 ? (
          <EmptyState icon={<SquareStack size={24} />}>{DASHBOARD_TEXTS.noDesigns}</EmptyState>
        ) : (
          <ul className={styles.grid} aria-label={DASHBOARD_TEXTS.allDesigns}>
            {designs.map((design) => (
              <DesignCard
                key={design._id}
                design={design}
                selected={selection.has(design._id)}
                showMenu={menus}
                onToggle={() => setSelection((s) => toggleSelected(s, design._id))}
                onDelete={() => setPending([design._id])}
                onShare={() => setSharing(design)}
                onMove={() => setMoving([design._id])}
              />
            ))}
          </ul>
        )}
        {moving ? <MoveToFolderDialog designIds={moving} onClose={() => setMoving(null)} onMoved={() => moving.length > 1 && setSelection(emptySelection)} /> : null}
        {sharing ? <ShareDesignDialog design={sharing} hostEmail={user?.email} open onOpenChange={(open) => !open && setSharing(null)} /> : null}
        <DeleteDesignsDialog
          count={pending?.length ?? 1}
          open={pending !== null}
          busy={deleting}
          onOpenChange={(open) => !open && setPending(null)}
          onConfirm={() => void confirmDelete()}
        />
      </Screen>
    </Tooltip.Provider>
  );
}

function DesignCard({
  design,
  selected,
  showMenu,
  onToggle,
  onDelete,
  onShare,
  onMove,
}: {
  design: SavedDesignSummary;
  selected: boolean;
  showMenu: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onShare: () => void;
  onMove: () => void;
}) {
  return (
    <li className={selected ? `${styles.card} ${styles.selected}` : styles.card}>
      <Link className={styles.thumb} to={designPaths.design(design._id, 'edit')} aria-label={design.name}>
        <Thumbnail
          src={design.thumbnail ? freshThumbnail(design.thumbnail, design.updatedAt) : null}
          alt={design.name}
          width={design.width}
          height={design.height}
          maxWidth={160}
          maxHeight={170}
          caption={`${design.width} x ${design.height} px`}
        />
      </Link>
      <Checkbox.Root className={styles.check} checked={selected} onCheckedChange={onToggle} aria-label={DASHBOARD_TEXTS.selectDesign(design.name)}>
        <Checkbox.Indicator>
          <Check size={14} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      {showMenu ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={styles.more} aria-label={DASHBOARD_TEXTS.designActions(design.name)}>
            <MoreHorizontal size={18} aria-hidden />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
              <DropdownMenu.Item className={styles.item} onSelect={onMove}>
                <FolderInput size={16} aria-hidden />
                {DASHBOARD_TEXTS.moveToFolder}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} onSelect={onDelete}>
                <Trash2 size={16} aria-hidden />
                {DASHBOARD_TEXTS.delete}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.item} onSelect={onShare}>
                <Share2 size={16} aria-hidden />
                {DASHBOARD_TEXTS.share}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
      <div className={styles.footer} title={design.name}>
        {design.name}
      </div>
    </li>
  );
}
