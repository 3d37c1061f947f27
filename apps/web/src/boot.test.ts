import { editorBoot, type EditorModule } from './boot';

const EDITOR_LINK = true;
const chunk = {} as EditorModule;

describe("the app's start on an editor's link", () => {
  it('waits for the chunk and the answers, then gives the loaded chunk', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    let done = false;
    const boot = editorBoot(EDITOR_LINK, answered, async () => chunk, 5000).then((m) => {
      done = true;
      return m;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    answer();
    expect(await boot).toBe(chunk);
  });

  it('renders anyway after its wait, with the chunk if it came', async () => {
    const never = new Promise(() => undefined);
    expect(await editorBoot(EDITOR_LINK, never, async () => chunk, 30)).toBe(chunk);
    expect(await editorBoot(EDITOR_LINK, Promise.resolve(), () => never as Promise<EditorModule>, 30)).toBeUndefined();
  });

  it('starts at once, without the chunk, anywhere else and when the chunk fails', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return chunk;
    };
    expect(await editorBoot(false, new Promise(() => undefined), load, 5000)).toBeUndefined();
    expect(loads).toBe(0);
    expect(await editorBoot(EDITOR_LINK, Promise.resolve(), () => Promise.reject(new Error('offline')), 5000)).toBeUndefined();
  });
});
