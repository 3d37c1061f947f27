// New documents, pages and elements with the spec's defaults (section 9).
import {
  DESIGN_DEFAULTS, DESIGN_FILE_SCHEMA_VERSION,
  type BoxElement, type DesignFile, type GridElement, type ImageElement, type Page, type TextDetails, type TextElement,
} from '@dm/contracts';
import { type NewId, randomId } from './ids.js';

export function createPage(newId: NewId = randomId): Page {
  return {
    id: newId(),
    objects: {},
    groups: [],
    background_color: DESIGN_DEFAULTS.backgroundColor,
    background_image: null,
    animation_duration: DESIGN_DEFAULTS.animationDuration,
  };
}

export function createDesign(width: number, height: number, newId: NewId = randomId): DesignFile {
  return { schemaVersion: DESIGN_FILE_SCHEMA_VERSION, id: newId(), width, height, pages: [createPage(newId)] };
}

type Placement = { x?: number; y?: number; width?: number; height?: number; layer_index?: number; parent?: string | null };

const base = (p: Placement, w: number, h: number) => ({
  layer_index: p.layer_index ?? 0,
  position: { x: p.x ?? 0, y: p.y ?? 0 },
  width: p.width ?? w,
  height: p.height ?? h,
  rotation: 0,
  opacity: 1,
  locked: false,
  parent: p.parent ?? null,
});

export type TextKind = 'heading' | 'subheading' | 'body';

/** A text element: Montserrat at 72 (heading), 36 (subheading) or 24 (body). */
export function createText(
  text: string, kind: TextKind = 'body', p: Placement & Partial<TextDetails> = {}, newId: NewId = randomId,
): TextElement {
  const fontSize = p.fontSize ?? DESIGN_DEFAULTS.fontSize[kind];
  const { x: _x, y: _y, width, height, layer_index: _l, parent: _p, ...details } = p;
  return {
    id: newId(),
    type: 'text',
    ...base(p, width ?? Math.max(fontSize * 6, 200), height ?? fontSize * 1.2),
    text_details: {
      font: DESIGN_DEFAULTS.font, bold: kind === 'heading', italic: false, fontColor: '#000000', textAlign: 'center',
      letterSpacing: 0, lineHeight: 0, ...details, text, text_type: kind, fontSize,
    },
  };
}

/** An image element; by default 400 wide on an 800-wide basis, keeping the source's aspect. */
export function createImage(
  src: string, designWidth: number, natural: { width: number; height: number }, p: Placement = {}, newId: NewId = randomId,
): ImageElement {
  const w = p.width ?? (designWidth * DESIGN_DEFAULTS.insertImageWidth) / DESIGN_DEFAULTS.insertImageBasis;
  const h = p.height ?? (w * natural.height) / natural.width;
  return {
    id: newId(),
    type: 'image',
    ...base(p, w, h),
    image_details: { src, flip_horizontal: 1, flip_vertical: 1, image_width: natural.width, image_height: natural.height },
  };
}

export function createBox(color: string, p: Placement = {}, newId: NewId = randomId): BoxElement {
  return { id: newId(), type: 'box', ...base(p, 200, 200), box_details: { color, radius: 0 } };
}

export function createGrid(shape: GridElement['grid_details']['shape'], p: Placement = {}, newId: NewId = randomId): GridElement {
  return { id: newId(), type: 'grid', ...base(p, 300, 300), grid_details: { shape } };
}
