import type { LucideIcon } from 'lucide-react';
import { FileClock, FolderOpen, Home, LayoutTemplate, Palette, Receipt, Share2, Shapes, Sparkles, SquareStack } from 'lucide-react';
import { TEXTS } from '../ui/texts';
import { designPaths } from './paths';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Shown only to signed-in users (its route does not exist for visitors). */
  signedInOnly?: boolean;
  /** Shown only to admins (the audit console). */
  adminOnly?: boolean;
}

/** The dashboard's sections, in the sidebar (desktop) and the chip row (tablet screen). */
export const DASHBOARD_NAV: DashboardNavItem[][] = [
  [
    { to: designPaths.dashboard, label: 'Home', icon: Home, end: true },
    { to: designPaths.templates, label: 'Templates', icon: LayoutTemplate },
    { to: designPaths.categories, label: 'Categories', icon: Shapes },
  ],
  [
    { to: designPaths.allDesigns, label: TEXTS.allDesigns, icon: SquareStack, signedInOnly: true },
    { to: designPaths.sharedDesigns, label: TEXTS.navSharedWithMe, icon: Share2, signedInOnly: true },
    { to: designPaths.folders, label: TEXTS.folders, icon: FolderOpen, signedInOnly: true },
  ],
  [
    { to: designPaths.brandKit, label: 'Brand Kit', icon: Palette, signedInOnly: true },
    { to: designPaths.wizard, label: 'Wizard', icon: Sparkles },
    { to: designPaths.designOrders, label: TEXTS.navPurchases, icon: Receipt, signedInOnly: true },
  ],
  [{ to: designPaths.audit, label: 'Audit', icon: FileClock, signedInOnly: true, adminOnly: true }],
];

/**
 * The sections a user sees. Shared with me, Folders and Purchases appear only when signed in
 * (library-and-dashboard.md section 6), and so do the other sections whose routes exist only for
 * signed-in users (All your designs, Brand Kit). Groups left empty are dropped.
 */
export function dashboardNavFor(signedIn: boolean, admin = false): DashboardNavItem[][] {
  return DASHBOARD_NAV.map((group) => group.filter((item) => (signedIn || !item.signedInOnly) && (admin || !item.adminOnly))).filter((group) => group.length > 0);
}
