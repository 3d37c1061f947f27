import type { LucideIcon } from 'lucide-react';
import { FolderOpen, Home, LayoutTemplate, Palette, Receipt, Share2, Shapes, Sparkles, SquareStack } from 'lucide-react';
import { TEXTS } from '../ui/texts';
import { designPaths } from './paths';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

/** The dashboard's sections, in the sidebar (desktop) and the chip row (tablet screen). */
export const DASHBOARD_NAV: DashboardNavItem[][] = [
  [
    { to: designPaths.dashboard, label: 'Home', icon: Home, end: true },
    { to: designPaths.templates, label: 'Templates', icon: LayoutTemplate },
    { to: designPaths.categories, label: 'Categories', icon: Shapes },
  ],
  [
    { to: designPaths.allDesigns, label: TEXTS.allDesigns, icon: SquareStack },
    { to: designPaths.sharedDesigns, label: TEXTS.sharedWithYou, icon: Share2 },
    { to: designPaths.folders, label: TEXTS.folders, icon: FolderOpen },
  ],
  [
    { to: designPaths.brandKit, label: 'Brand Kit', icon: Palette },
    { to: designPaths.wizard, label: 'Wizard', icon: Sparkles },
    { to: designPaths.designOrders, label: TEXTS.yourOrders, icon: Receipt },
  ],
];
