import { useRef } from 'react';

/**
 * Holds a redraw of a form while a press that began in it is under way. A button redrawn between
 * its press and its release is a new button: the browser sends the click to neither, and the
 * visitor's Submit is lost. `pressed` goes on the form's pointerdown; `afterPress` runs its work at
 * once, or in the task after the release, once the browser has handed out that press's click.
 */
export function useAfterPress() {
  const pressing = useRef(false);
  const waiting = useRef<(() => void) | null>(null);

  const pressed = () => {
    if (pressing.current) return;
    pressing.current = true;
    const released = new AbortController();
    const release = () => {
      released.abort();
      setTimeout(() => {
        pressing.current = false;
        const work = waiting.current;
        waiting.current = null;
        work?.();
      });
    };
    for (const type of ['pointerup', 'pointercancel'] as const) {
      window.addEventListener(type, release, { capture: true, signal: released.signal });
    }
  };

  const afterPress = (work: () => void) => {
    if (pressing.current) waiting.current = work;
    else work();
  };

  return { pressed, afterPress };
}
