// Brand kit in the editor: a palette recolours the page (a repeated click on the same palette
// rotates its colours by one, another palette starts unrotated; one undo step each), and text is
// added in a brand style or a font set's size with its font (an uploaded font keeps its file).
import { DESIGN_DEFAULTS } from '@dm/contracts';
import { createText, editPage, findFontFamily, restylePage, type TextKind } from '@dm/scene';
import { measureTextHeight } from '../store/textMeasure';
import { addOnTop } from './helpers';
import { defineAction } from './types';

/** Colours of a palette rotated `turns` times (the first moves to the end each turn). */
export function rotated(colors: readonly string[], turns: number): string[] {
  const n = colors.length;
  if (!n) return [];
  const k = ((turns % n) + n) % n;
  return [...colors.slice(k), ...colors.slice(0, k)];
}

/** The page in a palette's colours (restylePage: background, texts by size, shapes and icons), one undo step. */
export const applyPalette = defineAction<{ colors: string[] }>({
  name: 'applyPalette',
  label: 'Apply palette',
  perform: (editor, { colors }) => {
    if (colors.length < 2) return;
    editor.commit('applyPalette', 'Apply palette', (d) => editPage(d, editor.page.id, (page) => restylePage(page, { colors })));
  },
});

export interface StyledText { kind: TextKind; text: string; font: string; fontSize: number; fontSrc?: string }

/** Adds a text in a brand style or a font set's (its font loaded first by the caller). */
export const addStyledText = defineAction<StyledText>({
  name: 'addStyledText',
  label: 'Add text',
  perform: (editor, s) => {
    const { width: W, height: H } = editor.design;
    const width = Math.min(W * 0.9, Math.ceil(s.text.length * s.fontSize * 0.62));
    const draft = createText(s.text, s.kind, { width });
    draft.text_details.font = s.font;
    draft.text_details.fontSize = s.fontSize;
    if (s.fontSrc && !findFontFamily(s.font)) draft.text_details.font_src = s.fontSrc;
    const height = measureTextHeight(draft);
    const taken = (y: number) => Object.values(editor.page.objects).some((o) => o.type === 'text' && Math.abs(o.position.y - y) < 1);
    let y = Math.round((H - height) / 2);
    for (let i = 0; i < 50 && taken(y); i++) y += DESIGN_DEFAULTS.duplicateOffset + height;
    const el = { ...draft, position: { x: Math.round((W - width) / 2), y: Math.min(H - height, y) }, height };
    editor.commit('addText', 'Add text', (d) => addOnTop(d, editor.page.id, el), { selection: [el.id] });
  },
});

export const BRAND_ACTIONS = [applyPalette, addStyledText];
