// Copy and paste inside the editor: copied elements keep everything inside them; a paste gets
// new ids, lands on top, and is offset by the duplicate offset while the originals are still
// there (so it never hides exactly behind them).
import { DESIGN_DEFAULTS } from '@dm/contracts';
import type { EditorObject } from '@dm/contracts';
import { descendantsOf, editPage, nextLayerIndex, randomId } from '@dm/scene';
import { editorActions } from '../store/editorSlice';
import { selectedRoots } from './helpers';
import { byShortcut, defineAction } from './types';

export const copy = defineAction({
  name: 'copy',
  label: 'Copy',
  shortcut: 'Ctrl+C',
  viewSafe: true,
  keyTest: byShortcut('Ctrl+C'),
  enabled: (editor) => editor.selection.length > 0,
  perform: (editor) => {
    const page = editor.page;
    const roots = selectedRoots(editor);
    if (!roots.length) return;
    const ids = roots.flatMap((id) => [id, ...descendantsOf(page, id)]);
    const objects = ids.map((id) => JSON.parse(JSON.stringify(page.objects[id])) as EditorObject);
    editor.store.dispatch(editorActions.clipboardChanged({ roots, objects }));
  },
});

export const paste = defineAction({
  name: 'paste',
  label: 'Paste',
  shortcut: 'Ctrl+V',
  keyTest: byShortcut('Ctrl+V'),
  enabled: (editor) => !!editor.state.clipboard,
  perform: (editor) => {
    const clip = editor.state.clipboard;
    if (!clip) return;
    const pageId = editor.page.id;
    const sameSpot = clip.roots.some((id) => {
      const o = editor.page.objects[id];
      const c = clip.objects.find((x) => x.id === id)!;
      return o && o.position.x === c.position.x && o.position.y === c.position.y;
    });
    const off = sameSpot ? DESIGN_DEFAULTS.duplicateOffset : 0;
    const ids = new Map(clip.objects.map((o) => [o.id, randomId()]));
    const roots = clip.roots.map((r) => ids.get(r)!);
    editor.commit('paste', 'Paste', (d) => editPage(d, pageId, (page) => {
      let layer = nextLayerIndex(page as never, null);
      for (const src of clip.objects) {
        const root = clip.roots.includes(src.id);
        const copy = {
          ...JSON.parse(JSON.stringify(src)),
          id: ids.get(src.id)!,
          parent: root ? null : ids.get(src.parent!) ?? null,
          position: { x: src.position.x + off, y: src.position.y + off },
          locked: false,
        } as EditorObject;
        if (root) copy.layer_index = layer++;
        page.objects[copy.id] = copy;
        if (copy.type === 'group') page.groups.push(copy.id);
      }
    }), { selection: roots });
  },
});

export const CLIPBOARD_ACTIONS = [copy, paste];
