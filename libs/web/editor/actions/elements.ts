// Elements from the Elements panel: icons (an image at half the design width, 400 on an
// 800-wide design, with its SVG colours; only the first 5 get pickers) and frames (a square at
// the same size, centred; never one covering the whole page that every later click would select).
import type { DesignFile, EditorObject, GridElement, ImageElement } from '@dm/contracts';
import {
  childrenOf, createGrid, createImage, editPage, groupElements, nextLayerIndex, randomId, rotatedBounds, unionRects,
} from '@dm/scene';
import { scaledFontSize } from './arrange';
import { addOnTop, unlockedRoots } from './helpers';
import { defineAction } from './types';

/** Spec: "only the first 5 icon colours get pickers". */
export const ICON_COLOR_PICKERS = 5;

/** The distinct #rgb/#rrggbb colours an SVG uses, in order of first use (lower case, long form). */
export function svgColors(svg: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-f])/gi)) {
    let h = m[1].toLowerCase();
    if (h.length === 3) h = h.split('').map((c) => c + c).join('');
    if (!out.includes(`#${h}`)) out.push(`#${h}`);
  }
  return out;
}

/** Natural size from the SVG's width/height or viewBox (square when neither says). */
export function svgSize(svg: string): { width: number; height: number } {
  const vb = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  if (vb) return { width: Number(vb[1]) || 1, height: Number(vb[2]) || 1 };
  const w = /\swidth\s*=\s*["']([\d.]+)/i.exec(svg);
  const h = /\sheight\s*=\s*["']([\d.]+)/i.exec(svg);
  return w && h ? { width: Number(w[1]), height: Number(h[1]) } : { width: 1, height: 1 };
}

export interface IconArg {
  src: string;
  svg?: string;
  resourceId?: string;
}

export const addIcon = defineAction<IconArg>({
  name: 'addIcon',
  label: 'Add icon',
  perform: (editor, { src, svg, resourceId }) => {
    const { width: W, height: H } = editor.design;
    const natural = svg ? svgSize(svg) : { width: 1, height: 1 };
    const el: ImageElement = createImage(src, W, natural);
    el.position = { x: Math.round((W - el.width) / 2), y: Math.round((H - el.height) / 2) };
    el.image_details.sub_type = 'icon';
    if (resourceId) el.image_details.id_design_resource = resourceId;
    const colors = svg ? svgColors(svg) : [];
    if (colors.length) el.image_details.svg_colors = colors.map((c) => ({ original: c, color: c }));
    editor.commit('addIcon', 'Add icon', (d) => addOnTop(d, editor.page.id, el), { selection: [el.id] });
  },
});

/** A photo (an upload or a library photo): 400 wide on an 800-wide basis, kept inside the page, centred, selected. */
export const addPhoto = defineAction<{ src: string; width: number; height: number; resourceId?: string; at?: { x: number; y: number } }>({
  name: 'addPhoto',
  label: 'Add photo',
  perform: (editor, { src, width, height, resourceId, at }) => {
    const { width: W, height: H } = editor.design;
    const natural = { width: Math.max(1, width), height: Math.max(1, height) };
    let el: ImageElement = createImage(src, W, natural);
    if (el.height > H * 0.9) el = createImage(src, W, natural, { height: Math.round(H * 0.9), width: Math.round((H * 0.9 * natural.width) / natural.height) });
    // centred on the page, or on the point it was dropped at (kept inside the page)
    const cx = at ? Math.min(W - el.width / 2, Math.max(el.width / 2, at.x)) : W / 2;
    const cy = at ? Math.min(H - el.height / 2, Math.max(el.height / 2, at.y)) : H / 2;
    el.position = { x: Math.round(cx - el.width / 2), y: Math.round(cy - el.height / 2) };
    if (resourceId) el.image_details.id_design_resource = resourceId;
    editor.commit('addPhoto', 'Add photo', (d) => addOnTop(d, editor.page.id, el), { selection: [el.id] });
  },
});

export const addFrame = defineAction<{ shape?: GridElement['grid_details']['shape']; mask_src?: string }>({
  name: 'addFrame',
  label: 'Add frame',
  perform: (editor, { shape = 'rect', mask_src }) => {
    const { width: W, height: H } = editor.design;
    // 400 on an 800-wide basis (spec editor section 9), kept inside the page's height too
    const side = Math.round(Math.min(W / 2, H * 0.8));
    const el = createGrid(shape, { x: Math.round((W - side) / 2), y: Math.round((H - side) / 2), width: side, height: side });
    if (mask_src) el.grid_details.mask_src = mask_src;
    el.grid_details.color = '#d9d9d9';
    editor.commit('addFrame', 'Add frame', (d) => addOnTop(d, editor.page.id, el), { selection: [el.id] });
  },
});

/** A photo grid: one frame per cell (cells are fractions of the page), filling the page. */
export const addGridLayout = defineAction<{ cells: { x: number; y: number; width: number; height: number }[] }>({
  name: 'addGridLayout',
  label: 'Add grid',
  perform: (editor, { cells }) => {
    const { width: W, height: H } = editor.design;
    const pageId = editor.page.id;
    const made = cells.filter((c) => c.width > 0 && c.height > 0).map((c) => {
      const el = createGrid('rect', { x: c.x * W, y: c.y * H, width: c.width * W, height: c.height * H });
      el.grid_details.color = '#d9d9d9';
      return el;
    });
    if (!made.length) return;
    editor.commit('addGridLayout', 'Add grid', (d) => made.reduce((acc, el) => addOnTop(acc, pageId, el), d), { selection: made.map((m) => m.id) });
  },
});

/**
 * A text template: its first page's elements, scaled to fit 80% of the page and centred, with
 * new ids; several top-level elements arrive as one group, selected.
 */
export const addTextTemplate = defineAction<unknown>({
  name: 'addTextTemplate',
  label: 'Add text template',
  perform: (editor, raw) => {
    const file = raw as DesignFile | null;
    const src = file?.pages?.[0];
    if (!src || !src.objects || typeof src.objects !== 'object') return;
    const roots = childrenOf(src, null);
    if (!roots.length) return;
    const { width: W, height: H } = editor.design;
    const b = unionRects(roots.map((o) => rotatedBounds(o)));
    const k = Math.min(1, (W * 0.8) / Math.max(1, b.width), (H * 0.8) / Math.max(1, b.height));
    const ox = (W - b.width * k) / 2;
    const oy = (H - b.height * k) / 2;
    const ids = new Map(Object.keys(src.objects).map((id) => [id, randomId()]));
    const pageId = editor.page.id;
    let selected: string[] = [];
    editor.commit('addTextTemplate', 'Add text template', (d) => {
      let next = editPage(d, pageId, (page) => {
        let layer = nextLayerIndex(page as never, null);
        const rootIds = new Set(roots.map((r) => r.id));
        const ordered = [...roots, ...Object.values(src.objects).filter((o) => !rootIds.has(o.id))];
        for (const o of ordered) {
          const copy = JSON.parse(JSON.stringify(o)) as EditorObject;
          copy.id = ids.get(o.id)!;
          copy.parent = o.parent ? (ids.get(o.parent) ?? null) : null;
          copy.position = { x: ox + (o.position.x - b.x) * k, y: oy + (o.position.y - b.y) * k };
          copy.width *= k;
          copy.height *= k;
          if (copy.type === 'text') copy.text_details.fontSize = scaledFontSize(copy.text_details.fontSize, k);
          if (rootIds.has(o.id)) copy.layer_index = layer++;
          page.objects[copy.id] = copy;
          if (copy.type === 'group') page.groups.push(copy.id);
        }
      });
      const newRoots = roots.map((r) => ids.get(r.id)!);
      if (newRoots.length > 1) {
        const g = groupElements(next, pageId, newRoots);
        next = g.design;
        selected = [g.groupId];
      } else selected = newRoots;
      return next;
    }, { selection: () => selected });
  },
});

export const setBackgroundImage = defineAction<string | null>({
  name: 'setBackgroundImage',
  label: 'Background image',
  perform: (editor, src) => {
    editor.commit('setBackgroundImage', src ? 'Background image' : 'Remove background image', (d) => editPage(d, editor.page.id, (page) => {
      page.background_image = src ?? null;
      if (page.background) page.background.image = src ?? null;
    }));
  },
});

/** Recolours one of an icon's first 5 colours. */
export const setIconColor = defineAction<{ index: number; color: string }>({
  name: 'setIconColor',
  label: 'Icon colour',
  perform: (editor, { index, color }) => {
    if (index < 0 || index >= ICON_COLOR_PICKERS || !/^#[0-9a-f]{6}$/i.test(color)) return;
    const ids = unlockedRoots(editor).filter((id) => {
      const o = editor.page.objects[id];
      return o.type === 'image' && (o.image_details.svg_colors?.length ?? 0) > index;
    });
    if (!ids.length) return;
    editor.commit('setIconColor', 'Icon colour', (d) => editPage(d, editor.page.id, (page) => {
      for (const id of ids) {
        const o = page.objects[id];
        if (o.type === 'image' && o.image_details.svg_colors) o.image_details.svg_colors[index].color = color.toLowerCase();
      }
    }));
  },
});

export const ELEMENT_ACTIONS = [addIcon, addPhoto, addFrame, addGridLayout, addTextTemplate, setBackgroundImage, setIconColor];
