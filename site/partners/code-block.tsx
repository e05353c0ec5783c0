// One piece of code on the partners page: what it is for, the code itself, and its Copy button.
import { useRef, useState, type ReactNode } from 'react';
import { copyText, type CopyOutcome } from './copy-text';

interface CodeBlockProps {
  /** The id of its heading, which names the block. */
  id: string;
  title: ReactNode;
  /** When to use it, in a sentence or two. */
  children: ReactNode;
  code: string;
  /** What the Copy button copies, for a screen reader: "the script snippet". */
  what: string;
  /** False while the code is only an example: Copy then calls onNotReady instead. */
  ready: boolean;
  onNotReady: () => void;
  /** Under the code, such as the QR code. */
  extra?: ReactNode;
}

const outcomeText: Record<CopyOutcome, string> = {
  copied: 'Copied',
  selected: 'Selected: press Ctrl+C (or ⌘C on a Mac) to copy',
};

/** The code in a block that wraps on narrow screens, with a Copy button and its announced outcome. */
export function CodeBlock({ id, title, children, code, what, ready, onNotReady, extra }: CodeBlockProps) {
  const shown = useRef<HTMLElement>(null);
  // The outcome belongs to the code it copied: once the code changes, it is no longer said.
  const [copied, setCopied] = useState<{ code: string; outcome: CopyOutcome }>();
  const copy = async () => {
    if (!ready) return onNotReady();
    if (shown.current) setCopied({ code, outcome: await copyText(code, shown.current) });
  };
  return (
    <section className="code-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className="code-card__text">{children}</div>
      <pre className="code-card__code">
        <code ref={shown}>{code}</code>
      </pre>
      <p className="code-card__actions">
        <button type="button" className="button button--small" onClick={copy}>
          Copy<span className="visually-hidden"> {what}</span>
        </button>
        <span className="code-card__status" role="status">
          {copied?.code === code ? outcomeText[copied.outcome] : ''}
        </span>
      </p>
      {extra}
    </section>
  );
}
