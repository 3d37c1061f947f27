// Whether a gesture holds the pointer on a page (a drag, a resize, a rotation, a marquee): work
// that can wait (an autosave, a thumbnail) waits for the release instead of taking frames from
// the gesture. Counted, so two pages' gestures (or a missed release cleared by the next press)
// cannot leave it set.
let holds = 0;

/** A gesture took the pointer; call what is returned (once) when it lets go. */
export function holdPointer(): () => void {
  holds++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holds--;
  };
}

/** Whether a gesture holds the pointer now. */
export const pointerHeld = (): boolean => holds > 0;
