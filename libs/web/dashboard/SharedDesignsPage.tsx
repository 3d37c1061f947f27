import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Copy, MoreHorizontal, Share2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ShareTexts } from '@dm/contracts/constants';
import type { SharedPermission } from '@dm/contracts/types';
import { useAuth } from '../auth/hooks';
import { EmptyState } from '../ui/EmptyState';
import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';
import { useCloneDesignMutation, useSharedDesignsQuery } from './dashboardApi';
import { designPaths } from './paths';
import { ShareDesignDialog, type ShareTarget } from './ShareDesignDialog';
import { DASHBOARD_TEXTS } from './texts';
import { freshThumbnail, Thumbnail, TileSkeleton } from './Thumbnail';
import styles from './AllDesignsPage.module.css';

/**
 * {design_base}/shared-designs, 'Shared with you': the designs people invited you to, each opening
 * in the role it gives; a context menu with Share and 'Make a copy' (a copy of your own, named
 * with ' Copy', opened in a new tab to edit).
 */
export function SharedDesignsPage() {
  const { data, isLoading, isError } = useSharedDesignsQuery();
  const { user } = useAuth();
  const [clone] = useCloneDesignMutation();
  const [sharing, setSharing] = useState<ShareTarget | null>(null);

  const copy = async (p: SharedPermission) => {
    // open the tab now (a click's own window), point it at the copy once it exists
    const tab = window.open('', '_blank');
    const answer = await clone({ saved_design_id: p.saved_design._id, name_append: ' Copy' });
    if ('error' in answer && answer.error) {
      tab?.close();
      toast.error(DASHBOARD_TEXTS.somethingWentWrong);
      return;
    }
    const url = designPaths.design(answer.data!._id, 'edit');
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  };

  return (
    <Screen title={TEXTS.sharedWithYou}>
      {isLoading ? (
        <div className={styles.grid} role="status" aria-label={DASHBOARD_TEXTS.loading}>
          {Array.from({ length: 6 }, (_, i) => <TileSkeleton key={i} width={180} height={220} />)}
        </div>
      ) : isError ? (
        <p role="alert">{DASHBOARD_TEXTS.somethingWentWrong}</p>
      ) : !data?.length ? (
        <EmptyState icon={<Users size={24} />}>{ShareTexts.noSharedDesigns}</EmptyState>
      ) : (
        <ul className={styles.grid} aria-label={TEXTS.sharedWithYou}>
          {data.map((p) => {
            const d = p.saved_design;
            return (
              <li key={d._id} className={styles.card}>
                <Link className={styles.thumb} to={designPaths.design(d._id, p.role)} aria-label={d.name}>
                  <Thumbnail src={d.thumbnail ? freshThumbnail(d.thumbnail, d.updatedAt) : null} alt={d.name} width={d.width} height={d.height} maxWidth={148} maxHeight={173} caption={p.role === 'edit' ? 'Can edit' : 'Can view'} />
                </Link>
                <DropdownMenu.Root modal={false}>
                  <DropdownMenu.Trigger className={styles.more} aria-label={DASHBOARD_TEXTS.designActions(d.name)}>
                    <MoreHorizontal size={18} aria-hidden />
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
                      <DropdownMenu.Item className={styles.item} onSelect={() => setSharing(d)}>
                        <Share2 size={16} aria-hidden /> {DASHBOARD_TEXTS.share}
                      </DropdownMenu.Item>
                      <DropdownMenu.Item className={styles.item} onSelect={() => void copy(p)}>
                        <Copy size={16} aria-hidden /> Make a copy
                      </DropdownMenu.Item>
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu.Root>
                <div className={styles.footer} title={d.name}>{d.name}</div>
              </li>
            );
          })}
        </ul>
      )}
      {sharing ? <ShareDesignDialog design={sharing} hostEmail={user?.email} open onOpenChange={(open) => !open && setSharing(null)} /> : null}
    </Screen>
  );
}
