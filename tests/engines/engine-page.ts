// The little a flow needs from a browser, whatever drives it: each engine's adapter implements this, and the
// flows are written once against it. Most of a flow runs as DOM code in the page (evaluate), which reaches
// into the widgets' open shadow roots the same way in every engine.

/** An element, found in the page by `findTarget`. */
export interface Target {
  /** A custom element whose open shadow root to search, instead of the document. */
  host?: string;
  /** CSS selector of the candidates. */
  css: string;
  /** The candidate's accessible name, as `nameOf` reads it; several candidates are an error. */
  name?: string;
}

/** A key the flows press. */
export type Key = 'Tab' | 'Enter' | 'Escape';

/** What a flow does within one document: the page's own, or an iframe's. */
export interface EngineDocument {
  /** Runs `fn` in the document with JSON arguments and resolves with its (awaited, JSON) result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click (pointer down and up) in the middle of the element, scrolled into view first. */
  click(target: Target): Promise<void>;
  /** Focuses the field and types `text` with real key presses. */
  type(target: Target, text: string): Promise<void>;
  /** Presses and releases one key on whatever has focus. */
  press(key: Key): Promise<void>;
  /**
   * Runs `work` in the document of the iframe `frame` selects (a CSS selector, or a target in a widget's shadow root),
   * cross-origin or not; resolves with what it resolves with. Until then, the outer document is not to be used:
   * WebDriver acts in one document at a time.
   */
  inFrame<R>(frame: string | Target, work: (frame: EngineDocument) => Promise<R>): Promise<R>;
}

export interface EnginePage extends EngineDocument {
  /** The engine, as the flows name it in leads and messages: firefox or webkit. */
  readonly engine: 'firefox' | 'webkit';
  /** The browser's own name and version, as it reports them. */
  readonly version: string;
  /** Opens `url` and resolves once its load event has fired. */
  goto(url: string): Promise<void>;
  close(): Promise<void>;
}
