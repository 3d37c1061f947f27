// The editor without React, driven fluently the way tldraw's TestEditor is:
//   driver.select(a, b).group().alignCenter(); expect(driver.element(id).position.x).toBe(...)
// It runs the real store and the real named actions; clicks go through the engine's hit index.
import type { DesignFile, EditorObject } from '@dm/contracts';
import { HitIndex, type Engine } from '@dm/engine';
import { createDesign } from '@dm/scene';
import { addOnTop } from '../actions/helpers';
import { runAction, runKey, type KeyLike } from '../actions';
import { shortcutCode } from '../actions/types';
import type { ResizeArg } from '../actions/arrange';
import { asHitTester } from '../canvas/hitIndex';
import { GestureStore } from '../canvas/interaction';
import { clickSelection, hitBoxes, type HitTester } from '../geometry/hitTargets';
import { type Modifiers, SelectTool } from '../interaction/selectTool';
import { createEditor, type Editor } from '../store/editor';
import type { EditorRole } from '../store/editorState';

export interface DriverOptions {
  width?: number;
  height?: number;
  elements?: EditorObject[];
  design?: DesignFile;
  role?: EditorRole;
  engine?: Engine;
}

/** 'Ctrl+Shift+Z' -> a key event. */
export function parseKey(combo: string): KeyLike {
  const parts = combo.split('+');
  const key = parts.pop()!;
  const has = (m: string) => parts.some((p) => p.toLowerCase() === m);
  return { key, code: shortcutCode(key), ctrlKey: has('ctrl'), metaKey: has('cmd') || has('meta'), shiftKey: has('shift'), altKey: has('alt') };
}

export class EditorDriver {
  readonly editor: Editor;
  readonly #engine?: Engine;
  /** The select tool the canvas uses, on this editor; `gestures` shows the gesture under way. */
  readonly tool: SelectTool;
  readonly gestures = new GestureStore();

  constructor(options: DriverOptions = {}) {
    let design = options.design ?? createDesign(options.width ?? 800, options.height ?? 600);
    // each on top of the ones before it (the factories all say layer 0)
    for (const el of options.elements ?? []) design = addOnTop(design, design.pages[0].id, el);
    this.editor = createEditor({ designId: 'design-1', name: 'Test design', version: 1, role: options.role ?? 'edit', design });
    this.#engine = options.engine;
    this.tool = new SelectTool(this.editor, this.gestures, () => this.#tester());
  }

  /** A hit tester over the current page (the engine's index, built for each question). */
  #tester(): HitTester | null {
    const engine = this.#engine;
    if (!engine) return null;
    const ask = <T>(q: (t: HitTester) => T): T => {
      const index = new HitIndex(engine, hitBoxes(this.page));
      try {
        return q(asHitTester(index));
      } finally {
        index.free();
      }
    };
    return { at: (x, y) => ask((t) => t.at(x, y)), inRect: (x0, y0, x1, y1) => ask((t) => t.inRect(x0, y0, x1, y1)) };
  }

  // ---- reading -------------------------------------------------------------------------------
  get design(): DesignFile {
    return this.editor.design;
  }
  get page() {
    return this.editor.page;
  }
  get pages() {
    return this.editor.design.pages;
  }
  get selection(): string[] {
    return this.editor.selection;
  }
  get history() {
    return { undo: this.editor.state.undo.map((e) => e.label), redo: this.editor.state.redo.map((e) => e.label) };
  }
  element<T extends EditorObject = EditorObject>(id: string): T {
    const o = this.editor.element(id);
    if (!o) throw new Error(`driver: no element ${id} on the current page`);
    return o as T;
  }
  has(id: string): boolean {
    return !!this.editor.element(id);
  }

  // ---- doing ---------------------------------------------------------------------------------
  run(name: string, arg?: unknown): this {
    runAction(this.editor, name, arg);
    return this;
  }
  key(combo: string): this {
    runKey(this.editor, parseKey(combo));
    return this;
  }
  select(...ids: string[]): this {
    this.editor.select(ids);
    return this;
  }
  /** A click at a design point: top-most element through the engine's hit index. */
  click(x: number, y: number, { shift = false } = {}): this {
    if (!this.#engine) throw new Error('driver: clicks need an engine (new EditorDriver({ engine }))');
    const index = new HitIndex(this.#engine, hitBoxes(this.page));
    try {
      this.editor.select(clickSelection(this.selection, index.at(x, y), shift));
    } finally {
      index.free();
    }
    return this;
  }
  marquee(x0: number, y0: number, x1: number, y1: number): this {
    if (!this.#engine) throw new Error('driver: marquee needs an engine');
    const index = new HitIndex(this.#engine, hitBoxes(this.page));
    try {
      this.editor.select(index.inRect(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1), true));
    } finally {
      index.free();
    }
    return this;
  }
  // ---- the pointer, through the select tool (design coordinates) ----------------------------
  pointerDown(x: number, y: number, mods: Modifiers & { handle?: string } = {}): this {
    if (!this.#engine) throw new Error('driver: the pointer needs an engine (new EditorDriver({ engine }))');
    this.tool.pointerDown(x, y, mods, mods.handle);
    return this;
  }
  pointerMove(x: number, y: number, mods: Modifiers = {}, zoom = 1): this {
    this.tool.pointerMove(x, y, mods, zoom);
    return this;
  }
  pointerUp(): this {
    this.tool.pointerUp();
    return this;
  }
  /** Down, a few moves along the way, up. */
  drag(from: { x: number; y: number }, to: { x: number; y: number }, mods: Modifiers & { handle?: string } = {}, steps = 5): this {
    this.pointerDown(from.x, from.y, mods);
    for (let i = 1; i <= steps; i++) this.pointerMove(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, mods);
    return this.pointerUp();
  }
  doubleClick(x: number, y: number): this {
    this.tool.doubleClick(x, y);
    return this;
  }
  moveBy(dx: number, dy: number): this {
    return this.run('move', { dx, dy });
  }
  resize(arg: ResizeArg): this {
    return this.run('resize', arg);
  }
  rotate(id: string, degrees: number): this {
    return this.run('rotate', { id, degrees });
  }
  group(): this {
    return this.run('group');
  }
  ungroup(): this {
    return this.run('ungroup');
  }
  flipHorizontal(): this {
    return this.run('flipHorizontal');
  }
  flipVertical(): this {
    return this.run('flipVertical');
  }
  undo(times = 1): this {
    for (let i = 0; i < times; i++) this.run('undo');
    return this;
  }
  redo(times = 1): this {
    for (let i = 0; i < times; i++) this.run('redo');
    return this;
  }
}
