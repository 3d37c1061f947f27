// Image and frame (grid) changes: flip horizontal/vertical, and the colour of a frame without an image.
import { editPage } from '@dm/scene';
import type { Editor } from '../store/editor';
import { unlockedRoots } from './helpers';
import { defineAction } from './types';

const selectedOf = (editor: Editor, type: 'image' | 'grid') =>
  unlockedRoots(editor).filter((id) => editor.page.objects[id].type === type);

function flip(axis: 'flip_horizontal' | 'flip_vertical', name: string, label: string) {
  return defineAction({
    name,
    label,
    enabled: (editor) => selectedOf(editor, 'image').length > 0,
    perform: (editor) => {
      const ids = selectedOf(editor, 'image');
      if (!ids.length) return;
      editor.commit(name, label, (d) => editPage(d, editor.page.id, (page) => {
        for (const id of ids) {
          const o = page.objects[id];
          if (o.type === 'image') o.image_details[axis] = o.image_details[axis] === -1 ? 1 : -1;
        }
      }));
    },
  });
}

export const flipHorizontal = flip('flip_horizontal', 'flipHorizontal', 'Flip horizontal');
export const flipVertical = flip('flip_vertical', 'flipVertical', 'Flip vertical');

/** A frame without an image: its colour (16 presets, no alpha). */
export const setGridColor = defineAction<string>({
  name: 'setGridColor',
  label: 'Frame colour',
  enabled: (editor) => selectedOf(editor, 'grid').length > 0,
  perform: (editor, color) => {
    const ids = selectedOf(editor, 'grid');
    if (!ids.length || !/^#[0-9a-f]{6}$/i.test(color)) return;
    editor.commit('setGridColor', 'Frame colour', (d) => editPage(d, editor.page.id, (page) => {
      for (const id of ids) {
        const o = page.objects[id];
        if (o.type === 'grid') o.grid_details.color = color.toLowerCase();
      }
    }));
  },
});

export const IMAGE_ACTIONS = [flipHorizontal, flipVertical, setGridColor];
