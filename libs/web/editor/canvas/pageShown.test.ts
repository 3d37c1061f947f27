import { afterPageShown, pageShown } from './pageShown';

describe('a page shown', () => {
  const frames: (() => void)[] = [];
  const shownAt = () => (globalThis as { __dmPageShownAt?: number }).__dmPageShownAt;
  beforeEach(() => {
    frames.length = 0;
    globalThis.requestAnimationFrame = ((f: () => void) => frames.push(f)) as never;
    delete (globalThis as { __dmPageShownAt?: number }).__dmPageShownAt;
  });
  const nextFrame = async () => {
    for (const f of frames.splice(0)) f();
    // the message after the frame
    await new Promise((r) => setTimeout(r, 20));
  };

  it('tells who waits once the frame after the draw is made, and records the first time', async () => {
    let told = 0;
    const cancel = afterPageShown(() => told++);
    pageShown();
    await new Promise((r) => setTimeout(r, 20));
    expect(told).toBe(0); // no frame yet
    expect(shownAt()).toBeUndefined();
    await nextFrame();
    expect(told).toBe(1);
    expect(shownAt()).toBeGreaterThan(0);
    cancel();
  });

  it('asks for no frame once the time is recorded and no one waits', () => {
    (globalThis as { __dmPageShownAt?: number }).__dmPageShownAt = 5;
    pageShown();
    expect(frames).toHaveLength(0);
  });

  it('tells who waits after the longest wait when no page is shown, and a cancel stops it', async () => {
    let told = 0, cancelled = 0;
    afterPageShown(() => told++, 30);
    afterPageShown(() => cancelled++, 30)();
    expect(told).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(told).toBe(1);
    expect(cancelled).toBe(0);
  });
});
