// The adapter that turns a shared component into a custom element (DECISIONS D5): it registers
// the tag, adopts the styles, renders with the parsed attributes and dispatches the events.
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { LeadFormContext, type LeadFormEvent, type LeadFormSettings } from '../common/lead-forms/lead-form-context';
import { parseWidgetAttributes, widgetAttributeNames } from './widget-attributes';
import { widgetScriptUrl } from './widget-script-url';

// Read while the classic script runs: afterwards document.currentScript is null.
const scriptUrl = widgetScriptUrl();

interface WidgetDefinition {
  tag: string;
  component: ComponentType<{ headingLevel?: 2 | 3 }>;
  /** The widget's stylesheets, adopted into its shadow root in this order. */
  styles: string[];
}

/** Registers `tag` once; a second call, as from a script loaded twice or all.js after another, does nothing. */
export function defineWidget({ tag, component, styles }: WidgetDefinition): void {
  if (customElements.get(tag)) return;
  // Parsed once, at the first element, and shared by every element with this tag.
  let sheets: CSSStyleSheet[] | undefined;

  class OkanaganWidget extends HTMLElement {
    static observedAttributes = widgetAttributeNames;
    #root: ReturnType<typeof createRoot> | undefined;
    // The accent attribute, as a :host rule: a partner stylesheet rule on the element still wins.
    #theme = new CSSStyleSheet();

    connectedCallback() {
      if (this.#root) return;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      sheets ??= styles.map((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        return sheet;
      });
      shadow.adoptedStyleSheets = [...sheets, this.#theme];
      let container = shadow.firstElementChild;
      if (!container) {
        container = document.createElement('div');
        container.className = 'oq-root';
        shadow.append(container);
      }
      this.#root = createRoot(container);
      this.#render();
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    disconnectedCallback() {
      // Moving the element is a removal and an insertion in one task: keep what the visitor typed.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }

    #render() {
      const { accent, headingLevel, ...attributes } = parseWidgetAttributes(this, scriptUrl);
      this.#theme.replaceSync(accent ? `:host{--oq-accent:${accent}}` : '');
      const settings: LeadFormSettings = {
        ...attributes,
        onEvent: ({ type, detail }: LeadFormEvent) => {
          this.dispatchEvent(new CustomEvent(`okanagan:${type}`, { bubbles: true, composed: true, detail }));
        },
      };
      this.#root?.render(createElement(LeadFormContext.Provider, { value: settings }, createElement(component, { headingLevel })));
    }
  }

  customElements.define(tag, OkanaganWidget);
}
