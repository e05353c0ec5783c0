// How long an interaction takes, to a fraction of a millisecond (Event Timing rounds to 8 ms and drops what is under
// 16): from its input to the end of the main-thread rendering of the frame after its last change, a part rendered a
// task later or an animation that restyles when it ends included. The page notes each input, each change of the
// watched element (DOM mutations, CSS animations and transitions starting or ending) and when each frame after one of
// them has finished its rendering work; settledAfter reads a step's figure from those notes.

/** What the page keeps, all as performance.now() times. */
export interface RenderingNotes {
  /** pointerdown, pointerup and keydown, by their event's timeStamp (when the input happened). */
  inputs: number[];
  changes: number[];
  /** Each frame that followed an input or a change: when its frame callbacks ran, and when its rendering work was done. */
  frames: { start: number; end: number }[];
}

/**
 * Page function: starts noting inputs and every change inside the element `selector` finds (and its shadow root, for
 * a widget). A frame's work is done when a task queued from its frame callback runs: the browser runs style, layout
 * and paint between the two.
 */
export function watchRendering(selector: string): void {
  const notes: RenderingNotes = { inputs: [], changes: [], frames: [] };
  const host = document.querySelector(selector)!;
  const root: Node = host.shadowRoot ?? host;
  // Methods, not arrow functions bound to names: the benchmark's TypeScript runner would wrap those in a helper that
  // the page lacks.
  const watch = {
    probing: false,
    probe() {
      watch.probing = true;
      requestAnimationFrame(() => {
        const start = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          notes.frames.push({ start, end: performance.now() });
          // A change made after this frame's callbacks may have missed its rendering: follow it to the next frame.
          if (notes.changes[notes.changes.length - 1] > start) watch.probe();
          else watch.probing = false;
        };
        channel.port2.postMessage(null);
      });
    },
    changed() {
      notes.changes.push(performance.now());
      if (!watch.probing) watch.probe();
    },
    input(event: Event) {
      notes.inputs.push(event.timeStamp);
      if (!watch.probing) watch.probe();
    },
  };
  new MutationObserver(watch.changed).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of ['animationstart', 'animationend', 'transitionrun', 'transitionend']) root.addEventListener(type, watch.changed, true);
  for (const type of ['pointerdown', 'pointerup', 'keydown']) window.addEventListener(type, watch.input, { capture: true });
  Object.assign(window, { benchRendering: notes, benchRenderingWatch: watch });
}

/** Page function: resolves once nothing inside the watched element has changed for `quietMs` and no frame is pending. */
export function renderingQuiet(quietMs: number): Promise<void> {
  const { benchRendering: notes, benchRenderingWatch: watch } = window as unknown as {
    benchRendering: RenderingNotes;
    benchRenderingWatch: { probing: boolean };
  };
  return new Promise((done) => {
    const poll = {
      check() {
        const last = notes.changes[notes.changes.length - 1] ?? 0;
        if (!watch.probing && performance.now() - last >= quietMs) done();
        else setTimeout(poll.check, 20);
      },
    };
    poll.check();
  });
}

/**
 * For a step that began at `from` and ended before `to`: the time from the input behind its last change (its last
 * input, when it changed nothing) to the end of the rendering work of the frame after that change, or undefined
 * when the step had no input.
 */
export function settledAfter(notes: RenderingNotes, from: number, to: number): number | undefined {
  const inputs = notes.inputs.filter((time) => time >= from && time < to);
  const changes = notes.changes.filter((time) => time >= from && time < to);
  const last = changes.length > 0 ? changes[changes.length - 1] : inputs[inputs.length - 1];
  if (last === undefined) return undefined;
  const input = Math.max(...inputs.filter((time) => time <= last));
  const frame = notes.frames.find((candidate) => candidate.start >= last);
  if (!Number.isFinite(input) || !frame) return undefined;
  return frame.end - input;
}
