// How the app starts in the browser. On an editor's or viewer's link the first render waits (a
// little) for what the editor needs to show the page: the editor's chunk (on the page as a module
// script), who is signed in and the design (both preloaded by the page). Rendered then, the editor
// mounts in one synchronous render with its page, instead of a loader, the session gate's loader,
// the route's lazy load and a time-sliced render of the editor that a store update restarts.
export type EditorModule = typeof import('@web/editor/lazy');

/** The longest an editor's link waits for its chunk, session and design before rendering anyway. */
export const EDITOR_BOOT_WAIT_MS = 1500;

/**
 * On an editor's or viewer's link (`editorLink`): the editor's module once it and the calls
 * (`answered`: the session and the design, settled, a failure too) are here, or whatever is loaded
 * after `waitMs`. Elsewhere undefined at once.
 */
export async function editorBoot(editorLink: boolean, answered: PromiseLike<unknown>, load: () => Promise<EditorModule>, waitMs = EDITOR_BOOT_WAIT_MS): Promise<EditorModule | undefined> {
  if (!editorLink) return undefined;
  let loaded: EditorModule | undefined;
  const chunk = load().then((m) => {
    loaded = m;
  }, () => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([chunk, answered]),
    new Promise((r) => {
      timer = setTimeout(r, waitMs);
    }),
  ]);
  clearTimeout(timer);
  return loaded;
}
