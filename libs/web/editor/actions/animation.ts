// Animations in the document: a page's (its transition and every element together) or the
// selected elements' own; the page's duration. Each change is one undo step.
import { ANIMATION_TIMING, editPage } from '@dm/scene';
import { defineAction } from './types';

export const setAnimation = defineAction<{ target: 'page' | 'selection'; name: string | null }>({
  name: 'setAnimation',
  label: 'Animate',
  perform: (editor, { target, name }) => {
    const ids = editor.selected.filter((o) => !o.locked).map((o) => o.id);
    if (target === 'selection' && !ids.length) return;
    editor.commit('setAnimation', 'Animate', (d) => editPage(d, editor.page.id, (page) => {
      if (target === 'page') page.animation = name ? { name } : null;
      else for (const id of ids) page.objects[id].animation = name ? { name } : null;
    }));
  },
});

export const setPageDuration = defineAction<number>({
  name: 'setPageDuration',
  label: 'Page duration',
  perform: (editor, seconds) => {
    if (!Number.isFinite(seconds)) return;
    const v = Math.round(Math.min(ANIMATION_TIMING.maxDuration, Math.max(ANIMATION_TIMING.minDuration, seconds)) * 10) / 10;
    editor.commit('setPageDuration', 'Page duration', (d) => editPage(d, editor.page.id, (page) => { page.animation_duration = v; }));
  },
});

export const ANIMATION_ACTIONS = [setAnimation, setPageDuration];
