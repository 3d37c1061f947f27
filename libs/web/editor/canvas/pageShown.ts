// When a page is on screen drawn with its fonts and images: the editor fills in its top bar, rail,
// side panel and toolbar after that (a design opens page first), and the editor benchmark reads
// the first time (tools/bench/editor.bench.ts).
const waiting = new Set<() => void>();

type Shown = typeof globalThis & { __dmPageShownAt?: number };

/**
 * Called right after a page was drawn with its fonts and images: once the frame holding the draw
 * has been made (an animation frame, then the task right after it: a message, which does not wait
 * behind timers), the first time is recorded and whoever waits is told. Called in the draw's own
 * task; a draw made inside an animation frame is counted a frame late, never early.
 */
export function pageShown(): void {
  if ((globalThis as Shown).__dmPageShownAt !== undefined && !waiting.size) return;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      (globalThis as Shown).__dmPageShownAt ??= performance.now();
      for (const told of [...waiting]) told();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * `then` once a page has been shown (see pageShown), or after `latest` ms whatever happens (a
 * page whose fonts never settle). Returns a cancel.
 */
export function afterPageShown(then: () => void, latest = 1500): () => void {
  const once = () => {
    cancel();
    then();
  };
  const timer = setTimeout(once, latest);
  const cancel = () => {
    clearTimeout(timer);
    waiting.delete(once);
  };
  waiting.add(once);
  return cancel;
}
