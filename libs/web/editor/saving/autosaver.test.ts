import { createBox, createDesign } from '@dm/scene';
import { runAction } from '../actions';
import { createEditor } from '../store/editor';
import { Autosaver, type SaveCall } from './autosaver';

function setup(save: SaveCall) {
  const design = createDesign(800, 600);
  const editor = createEditor({ designId: 'd1', name: 'n', version: 3, role: 'edit', design });
  const problems: string[] = [];
  const kept: unknown[] = [];
  const saver = new Autosaver(editor, { save, delayMs: 5, onProblem: (k, m) => problems.push(`${k}: ${m}`), keepCopy: (_id, d) => kept.push(d) }).start();
  return { editor, saver, problems, kept };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('autosave', () => {
  it('a save that falls due while the editor is busy (a gesture holds the pointer) waits until it is not', async () => {
    // setup
    const calls: number[] = [];
    const design = createDesign(800, 600);
    const editor = createEditor({ designId: 'd1', name: 'n', version: 3, role: 'edit', design });
    let busy = true;
    new Autosaver(editor, { save: async (body) => (calls.push(body.version), { version: body.version + 1 }), delayMs: 5, busy: () => busy }).start();
    // action
    runAction(editor, 'addPage');
    await wait(40);
    // check: nothing sent while busy; sent once it is not
    expect(calls).toEqual([]);
    expect(editor.state.saveStatus).toBe('unsaved');
    busy = false;
    await wait(30);
    expect(calls).toEqual([3]);
    expect(editor.state.saveStatus).toBe('saved');
  });

  it('starts as All changes saved, saves shortly after a change with the base version, then moves on to the new one', async () => {
    // setup
    const calls: { version: number }[] = [];
    const { editor } = setup(async (body) => {
      calls.push({ version: body.version });
      return { version: body.version + 1 };
    });
    expect(editor.state.saveStatus).toBe('saved');
    // action
    runAction(editor, 'addPage');
    expect(editor.state.saveStatus).toBe('unsaved');
    await wait(30);
    runAction(editor, 'setBackgroundColor', '#000000');
    await wait(30);
    // check
    expect(calls).toEqual([{ version: 3 }, { version: 4 }]);
    expect(editor.state).toMatchObject({ saveStatus: 'saved', version: 5 });
  });

  it('a 409 tells the user, keeps the document and stops autosaving', async () => {
    let n = 0;
    const { editor, saver, problems, kept } = setup(async () => {
      n += 1;
      throw { status: 409, serverError: 'This design was changed elsewhere' };
    });
    editor.select([]);
    runAction(editor, 'addPage');
    await saver.flush();
    expect(editor.state.saveStatus).toBe('conflict');
    expect(problems).toEqual(['conflict: This design was changed elsewhere']);
    expect(kept).toHaveLength(1);
    expect(editor.design.pages).toHaveLength(2);
    runAction(editor, 'addPage');
    await wait(30);
    expect(n).toBe(1);
  });

  it('after a conflict the user can save their version on top of the newer one', async () => {
    let current = 7;
    const { editor, saver } = setup(async (body) => {
      if (body.version !== current) throw { status: 409, serverError: 'stale' };
      current += 1;
      return { version: current };
    });
    runAction(editor, 'addPage');
    await saver.flush();
    expect(editor.state.saveStatus).toBe('conflict');
    await saver.rebase(7);
    expect(editor.state).toMatchObject({ saveStatus: 'saved', version: 8 });
  });

  it('flush saves at once (the back button) and waits for it', async () => {
    const { editor, saver } = setup(async (b) => ({ version: b.version + 1 }));
    const box = createBox('#f00', { x: 1, y: 1 });
    editor.commit('add', 'Add', (d) => ({ ...d, pages: [{ ...d.pages[0], objects: { [box.id]: box } }] }));
    await saver.flush();
    expect(editor.state.saveStatus).toBe('saved');
  });
});
