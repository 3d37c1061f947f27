import type { LucideIcon } from 'lucide-react';
import {
  Clapperboard,
  Folder,
  Image,
  LayoutTemplate,
  Palette,
  PanelsTopLeft,
  Shapes,
  Sheet,
  Shirt,
  Type,
  Upload,
} from 'lucide-react';

export interface RailTab {
  id: string;
  label: string;
  icon: LucideIcon;
}

/** The left rail's tabs, in the spec's order (editor-and-tools.md, "Editor layout"). */
export const RAIL_TABS: RailTab[] = [
  { id: 'templates', label: 'Templates', icon: LayoutTemplate },
  { id: 'photos', label: 'Photos', icon: Image },
  { id: 'backgrounds', label: 'Backgrounds', icon: PanelsTopLeft },
  { id: 'text', label: 'Text', icon: Type },
  { id: 'elements', label: 'Elements', icon: Shapes },
  { id: 'mockups', label: 'Mockups', icon: Shirt },
  { id: 'animate', label: 'Animate', icon: Clapperboard },
  { id: 'brand-kit', label: 'Brand Kit', icon: Palette },
  { id: 'uploads', label: 'Uploads', icon: Upload },
  { id: 'bulk-edit', label: 'Bulk Edit', icon: Sheet },
  { id: 'folders', label: 'Folders', icon: Folder },
];
