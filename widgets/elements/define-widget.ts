// The adapter that turns a shared component into a custom element (DECISIONS D5).
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LeadFormContext, type LeadFormEvent, type LeadFormSettings } from '../forms/lead-form-context';
import { parseWidgetAttributes } from './widget-attributes';

// Read while the classic script runs: afterwards document.currentScript is null.
const scriptUrl =
  document.currentScript instanceof HTMLScriptElement && document.currentScript.src ? document.currentScript.src : location.href;

interface WidgetDefinition {
  tag: string;
  component: ComponentType;
  /** The widget's CSS, adopted into its shadow root. */
  styles: string;
}

/** Registers `tag` once; a second call, as from a script loaded twice, does nothing. */
export function defineWidget({ tag, component, styles }: WidgetDefinition): void {
  if (customElements.get(tag)) return;
  let sheet: CSSStyleSheet | undefined;

  class OkanaganWidget extends HTMLElement {
    static observedAttributes = ['endpoint', 'partner'];
    private root: Root | undefined;

    connectedCallback() {
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' });
        sheet ??= new CSSStyleSheet();
        sheet.replaceSync(styles);
        shadow.adoptedStyleSheets = [sheet];
      }
      const shadow = this.shadowRoot as ShadowRoot;
      let container = shadow.querySelector<HTMLElement>('.oq-root');
      if (!container) {
        container = document.createElement('div');
        container.className = 'oq-root';
        shadow.append(container);
      }
      this.root ??= createRoot(container);
      this.renderWidget();
    }

    attributeChangedCallback() {
      if (this.root) this.renderWidget();
    }

    disconnectedCallback() {
      this.root?.unmount();
      this.root = undefined;
    }

    private renderWidget() {
      const settings: LeadFormSettings = {
        ...parseWidgetAttributes(this, scriptUrl),
        onEvent: (event: LeadFormEvent) => {
          this.dispatchEvent(new CustomEvent(`okanagan:${event.type}`, { bubbles: true, composed: true, detail: event.detail }));
        },
      };
      this.root?.render(createElement(LeadFormContext.Provider, { value: settings }, createElement(component)));
    }
  }

  customElements.define(tag, OkanaganWidget);
}
