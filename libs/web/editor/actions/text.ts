// Text: add the Text panel's styles, edit in place, and the text toolbar's changes (colour,
// font, size, bold, italic, align cycle, letter spacing and line height).
import type { TextDetails } from '@dm/contracts';
import { DESIGN_DEFAULTS, TEXT_SPACING_RANGE } from '@dm/contracts';
import { createText, editPage, type TextKind } from '@dm/scene';
import type { Editor } from '../store/editor';
import { editorActions } from '../store/editorSlice';
import { measureTextHeight } from '../store/textMeasure';
import { addOnTop, selectedTexts } from './helpers';
import { refitAncestors } from './refit';
import { byShortcut, defineAction } from './types';

/** The Text panel's three fixed styles (spec section 9: 72, 36, 24 in Montserrat). */
export const TEXT_STYLES: { kind: TextKind; label: string; text: string; fontSize: number }[] = [
  { kind: 'heading', label: 'Add a heading', text: 'Add a heading', fontSize: DESIGN_DEFAULTS.fontSize.heading },
  { kind: 'subheading', label: 'Add a subheading', text: 'Add a subheading', fontSize: DESIGN_DEFAULTS.fontSize.subheading },
  { kind: 'body', label: 'Add a little bit of body text', text: 'Add a little bit of body text', fontSize: DESIGN_DEFAULTS.fontSize.body },
];

export const addText = defineAction<TextKind>({
  name: 'addText',
  label: 'Add text',
  perform: (editor, kind) => {
    const style = TEXT_STYLES.find((s) => s.kind === kind) ?? TEXT_STYLES[2];
    const { width: W, height: H } = editor.design;
    // A box wide enough for the words on one line (Montserrat averages about 0.62em a glyph).
    const width = Math.min(W * 0.9, Math.ceil(style.text.length * style.fontSize * (kind === 'heading' ? 0.66 : 0.6)));
    const draft = createText(style.text, kind, { width });
    const height = measureTextHeight(draft);
    let position = { x: Math.round((W - width) / 2), y: Math.round((H - height) / 2) };
    // like a paste: a new text never lands exactly on another one (it steps down and right until free)
    const taken = (x: number, y: number) =>
      Object.values(editor.page.objects).some((o) => o.type === 'text' && Math.abs(o.position.x - x) < 1 && Math.abs(o.position.y - y) < 1);
    for (let i = 0; i < 50 && taken(position.x, position.y); i++) {
      position = { x: position.x + DESIGN_DEFAULTS.duplicateOffset, y: position.y + DESIGN_DEFAULTS.duplicateOffset };
    }
    const el = { ...draft, position, height };
    editor.commit('addText', style.label, (d) => addOnTop(d, editor.page.id, el), { selection: [el.id] });
  },
});

/** Ends in-place editing with the new text (and the height the text now needs). */
export const setText = defineAction<{ id: string; text: string; height?: number }>({
  name: 'setText',
  label: 'Edit text',
  perform: (editor, { id, text, height }) => {
    editor.commit('setText', 'Edit text', (d) => editPage(d, editor.page.id, (page) => {
      const o = page.objects[id];
      if (o?.type !== 'text' || o.locked) return;
      if (o.text_details.text !== text) o.text_details.text = text;
      const fit = Math.max(measureTextHeight(o), height ?? 0);
      if (Math.abs(o.height - fit) > 0.5) o.height = fit;
      refitAncestors(page, id);
    }));
  },
});

export const startTextEditing = defineAction<string>({
  name: 'startTextEditing',
  label: 'Edit text',
  perform: (editor, id) => {
    if (editor.element(id)?.type !== 'text' || editor.element(id)?.locked) return;
    editor.select([id]);
    editor.store.dispatch(editorActions.textEditingChanged(id));
  },
});

function textChange(editor: Editor, name: string, label: string, change: (d: TextDetails, el: { width: number; height: number; position: { x: number; y: number } }) => void) {
  const ids = selectedTexts(editor).map((t) => t.id);
  if (!ids.length) return;
  editor.commit(name, label, (d) => editPage(d, editor.page.id, (page) => {
    for (const id of ids) {
      const o = page.objects[id];
      if (o.type === 'text' && !o.locked) {
        change(o.text_details, o);
        o.height = measureTextHeight(o);
        refitAncestors(page, id);
      }
    }
  }));
}

const hasText = (editor: Editor) => selectedTexts(editor).length > 0;

export const setFontSize = defineAction<number>({
  name: 'setFontSize',
  label: 'Font size',
  enabled: hasText,
  perform: (editor, size) => {
    if (!(size > 0)) return;
    const maxWidth = editor.design.width;
    textChange(editor, 'setFontSize', 'Font size', (d, el) => {
      // the box grows with its letters (up to the page width) about its centre, staying on the
      // page, then fits its lines
      const width = Math.max(el.width, Math.min(maxWidth, el.width * (size / d.fontSize)));
      const cx = el.position.x + el.width / 2;
      el.position.x = Math.round(Math.min(Math.max(0, cx - width / 2), Math.max(0, maxWidth - width)) * 100) / 100;
      el.width = width;
      d.fontSize = size;
    });
  },
});

export const setFontColor = defineAction<string>({
  name: 'setFontColor',
  label: 'Text colour',
  enabled: hasText,
  perform: (editor, color) => textChange(editor, 'setFontColor', 'Text colour', (d) => void (d.fontColor = color)),
});

/** A registry family by name, or an uploaded font (a brand kit's) with its file. */
export const setFont = defineAction<string | { font: string; src?: string }>({
  name: 'setFont',
  label: 'Font',
  enabled: hasText,
  perform: (editor, arg) => {
    const { font, src } = typeof arg === 'string' ? { font: arg, src: undefined } : arg;
    textChange(editor, 'setFont', 'Font', (d) => {
      d.font = font;
      if (src) d.font_src = src;
      else delete d.font_src;
    });
  },
});

export const toggleBold = defineAction({
  name: 'toggleBold',
  label: 'Bold',
  shortcut: 'Ctrl+B',
  keyTest: byShortcut('Ctrl+B'),
  enabled: hasText,
  perform: (editor) => {
    const on = !selectedTexts(editor).every((t) => t.text_details.bold);
    textChange(editor, 'toggleBold', 'Bold', (d) => void (d.bold = on));
  },
});

export const toggleItalic = defineAction({
  name: 'toggleItalic',
  label: 'Italic',
  shortcut: 'Ctrl+I',
  keyTest: byShortcut('Ctrl+I'),
  enabled: hasText,
  perform: (editor) => {
    const on = !selectedTexts(editor).every((t) => t.text_details.italic);
    textChange(editor, 'toggleItalic', 'Italic', (d) => void (d.italic = on));
  },
});

const ALIGN_CYCLE = ['left', 'center', 'right'] as const;

export const cycleAlign = defineAction({
  name: 'cycleAlign',
  label: 'Alignment',
  enabled: hasText,
  perform: (editor) => {
    const first = selectedTexts(editor)[0];
    if (!first) return;
    const next = ALIGN_CYCLE[(ALIGN_CYCLE.indexOf(first.text_details.textAlign) + 1) % 3];
    textChange(editor, 'cycleAlign', 'Alignment', (d) => void (d.textAlign = next));
  },
});

const clampSpacing = (v: number) => Math.min(TEXT_SPACING_RANGE.max, Math.max(TEXT_SPACING_RANGE.min, Math.round(v)));

export const setLetterSpacing = defineAction<number>({
  name: 'setLetterSpacing',
  label: 'Letter spacing',
  enabled: hasText,
  perform: (editor, v) => textChange(editor, 'setLetterSpacing', 'Letter spacing', (d) => void (d.letterSpacing = clampSpacing(v))),
});

export const setLineHeight = defineAction<number>({
  name: 'setLineHeight',
  label: 'Line height',
  enabled: hasText,
  perform: (editor, v) => textChange(editor, 'setLineHeight', 'Line height', (d) => void (d.lineHeight = clampSpacing(v))),
});

export const TEXT_ACTIONS = [
  addText, setText, startTextEditing, setFontSize, setFontColor, setFont, toggleBold, toggleItalic, cycleAlign,
  setLetterSpacing, setLineHeight,
];
