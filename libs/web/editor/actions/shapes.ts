// Basic shapes from the Elements panel (rectangle, rounded rectangle, circle, triangle, star,
// arrow, line), drawn as boxes with a shape, and their fill, border and corner radius.
import type { BoxElement } from '@dm/contracts';
import { createBox, editPage } from '@dm/scene';
import { addOnTop } from './helpers';
import { defineAction } from './types';

export type ShapeKind = 'rect' | 'rounded' | 'circle' | 'triangle' | 'star' | 'arrow' | 'line';

export const SHAPE_LABELS: Record<ShapeKind, string> = {
  rect: 'Rectangle', rounded: 'Rounded rectangle', circle: 'Circle', triangle: 'Triangle', star: 'Star', arrow: 'Arrow', line: 'Line',
};

const SHAPE_FILL = '#7d2ae8';

/** A shape at the spec's size (400 on an 800-wide basis), centred on the page, selected. */
export const addShape = defineAction<ShapeKind>({
  name: 'addShape',
  label: 'Add shape',
  perform: (editor, kind) => {
    const { width: W, height: H } = editor.design;
    const w = Math.round(Math.min(W / 2, H * 0.8));
    const h = kind === 'line' ? Math.max(4, Math.round(w / 40)) : kind === 'arrow' ? Math.round(w / 2.5) : kind === 'rect' || kind === 'rounded' ? Math.round(w * 0.66) : w;
    const el = createBox(SHAPE_FILL, { x: Math.round((W - w) / 2), y: Math.round((H - h) / 2), width: w, height: h });
    el.box_details.shape = kind === 'rounded' ? 'rect' : kind;
    if (kind === 'rounded') el.box_details.radius = Math.round(w * 0.12);
    if (kind === 'line') {
      delete el.box_details.color;
      el.box_details.stroke = '#0e1318';
      el.box_details.stroke_width = h;
    }
    editor.commit('addShape', `Add ${SHAPE_LABELS[kind].toLowerCase()}`, (d) => addOnTop(d, editor.page.id, el), { selection: [el.id] });
  },
});

export interface ShapeStyle {
  color?: string;
  stroke?: string;
  stroke_width?: number;
  radius?: number;
}

/** Fill, border colour, border width and corner radius of the selected boxes and shapes. */
export const setShapeStyle = defineAction<ShapeStyle>({
  name: 'setShapeStyle',
  label: 'Shape style',
  enabled: (editor) => editor.selected.some((o) => o.type === 'box' && !o.locked),
  perform: (editor, style) => {
    const ids = editor.selected.filter((o) => o.type === 'box' && !o.locked).map((o) => o.id);
    if (!ids.length) return;
    editor.commit('setShapeStyle', 'Shape style', (d) => editPage(d, editor.page.id, (page) => {
      for (const id of ids) {
        const o = page.objects[id] as BoxElement;
        const b = o.box_details;
        if (style.color !== undefined) b.color = style.color;
        if (style.stroke !== undefined) b.stroke = style.stroke;
        if (style.stroke_width !== undefined) b.stroke_width = Math.max(0, Math.min(500, style.stroke_width));
        if (style.radius !== undefined) b.radius = Math.max(0, Math.min(Math.min(o.width, o.height) / 2, style.radius));
      }
    }));
  },
});

export const SHAPE_ACTIONS = [addShape, setShapeStyle];
