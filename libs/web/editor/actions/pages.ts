// Pages ('Page N'): add, copy, delete, move up and down, and the page background colour.
import { addPage as addPageOp, copyPage as copyPageOp, deletePage as deletePageOp, editPage, movePage } from '@dm/scene';
import type { Editor } from '../store/editor';
import { defineAction } from './types';

const indexOf = (editor: Editor, pageId: string) => editor.design.pages.findIndex((p) => p.id === pageId);

export const addPage = defineAction<string | void>({
  name: 'addPage',
  label: 'Add page',
  perform: (editor, after) => {
    let pageId = '';
    editor.commit('addPage', 'Add page', (d) => {
      const r = addPageOp(d, after || d.pages[d.pages.length - 1].id);
      pageId = r.pageId;
      return r.design;
    }, { pageId: () => pageId, selection: [] });
  },
});

export const copyPage = defineAction<string>({
  name: 'copyPage',
  label: 'Copy page',
  perform: (editor, pageId) => {
    let copied = '';
    editor.commit('copyPage', 'Copy page', (d) => {
      const r = copyPageOp(d, pageId);
      copied = r.pageId;
      return r.design;
    }, { pageId: () => copied, selection: [] });
  },
});

/** Delete appears only with more than one page. */
export const deletePage = defineAction<string>({
  name: 'deletePage',
  label: 'Delete page',
  enabled: (editor) => editor.design.pages.length > 1,
  perform: (editor, pageId) => {
    const i = indexOf(editor, pageId);
    if (i < 0 || editor.design.pages.length < 2) return;
    const neighbour = editor.design.pages[i === 0 ? 1 : i - 1].id;
    const focus = editor.page.id === pageId ? neighbour : editor.page.id;
    editor.commit('deletePage', 'Delete page', (d) => deletePageOp(d, pageId), { pageId: focus, selection: [] });
  },
});

export const movePageUp = defineAction<string>({
  name: 'movePageUp',
  label: 'Move up',
  enabled: (editor) => editor.design.pages.length > 1,
  perform: (editor, pageId) => {
    const i = indexOf(editor, pageId);
    if (i > 0) editor.commit('movePageUp', 'Move page up', (d) => movePage(d, pageId, i - 1), { pageId });
  },
});

export const movePageDown = defineAction<string>({
  name: 'movePageDown',
  label: 'Move down',
  enabled: (editor) => editor.design.pages.length > 1,
  perform: (editor, pageId) => {
    const i = indexOf(editor, pageId);
    if (i >= 0 && i < editor.design.pages.length - 1) editor.commit('movePageDown', 'Move page down', (d) => movePage(d, pageId, i + 1), { pageId });
  },
});

export const setBackgroundColor = defineAction<string>({
  name: 'setBackgroundColor',
  label: 'Background colour',
  perform: (editor, color) => {
    editor.commit('setBackgroundColor', 'Background colour', (d) => editPage(d, editor.page.id, (page) => {
      page.background_color = color;
      if (page.background) page.background.color = color;
    }));
  },
});

/** Flips the page's background image (horizontal or vertical). */
export const flipBackground = defineAction<'horizontal' | 'vertical'>({
  name: 'flipBackground',
  label: 'Flip background',
  enabled: (editor) => !!editor.page.background_image,
  perform: (editor, axis) => {
    if (!editor.page.background_image || (axis !== 'horizontal' && axis !== 'vertical')) return;
    editor.commit('flipBackground', 'Flip background', (d) => editPage(d, editor.page.id, (page) => {
      const bg = page.background ?? { color: page.background_color, image: page.background_image };
      const flip = { horizontal: bg.flip?.horizontal ?? 1, vertical: bg.flip?.vertical ?? 1 };
      flip[axis] = flip[axis] === -1 ? 1 : -1;
      page.background = { ...bg, flip };
    }));
  },
});

export const PAGE_ACTIONS = [addPage, copyPage, deletePage, movePageUp, movePageDown, setBackgroundColor, flipBackground];
