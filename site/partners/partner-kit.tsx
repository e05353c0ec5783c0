// The partners page's kit: choose a widget, type a name, and take the code for it in four forms.
import { useRef, useState } from 'react';
import { embedPageOf, partnerWidgets, type PartnerChoice } from '../content/partner-widgets';
import { CodeBlock } from './code-block';
import { examplePartner, type PartnerName } from './partner-name';
import { PartnerNameField } from './partner-name-field';
import { embedLink, iframeSnippet, scriptSnippet } from './partner-snippets';
import { QrNotice } from './qr-notice';
import { useSiteOrigin } from './use-site-origin';
import { WidgetChoice } from './widget-choice';

interface PartnerKitProps {
  /** The name field's text, and what it reads as: the page shares it with its WordPress shortcodes. */
  text: string;
  name: PartnerName;
  onText: (text: string) => void;
}

/** The two steps, then the code: until a usable name is typed, the code shown is an example for examplePartner. */
export function PartnerKit({ text, name, onText }: PartnerKitProps) {
  const [widget, setWidget] = useState<PartnerChoice>('quote-calculator');
  const [needed, setNeeded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const origin = useSiteOrigin();
  const ready = name.state === 'ok';
  const partner = ready ? name.partner : examplePartner;
  const choice = { origin, widget, partner };
  const link = embedLink(choice);
  const words = partnerWidgets[widget];
  // What the frame, the link and the QR code show: the quote button's are the calculator's.
  const shown = partnerWidgets[embedPageOf(widget)];
  const notReady = () => {
    setNeeded(true);
    input.current?.focus();
  };
  const blocks = { ready, onNotReady: notReady };

  return (
    <>
      <div className="kit-steps">
        <WidgetChoice value={widget} onChange={setWidget} />
        <PartnerNameField value={text} name={name} onChange={onText} needed={needed} inputRef={input} />
      </div>
      <section className="kit-code" aria-labelledby="kit-code-title">
        <h2 id="kit-code-title">
          <span className="kit-step__number" aria-hidden="true">
            3
          </span>
          Copy the code that fits where it goes
        </h2>
        {ready ? (
          <p className="kit-code__for">
            For <strong>{name.name}</strong>, as <code>{partner}</code>: every request through this code is credited to that id.
          </p>
        ) : (
          <p className="kit-code__example">
            This is an example for <strong>{examplePartner}</strong>. Type your organisation’s name above to make it yours.
          </p>
        )}
        <CodeBlock
          id="code-script"
          title={
            <>
              On your website <span className="badge">Best</span>
            </>
          }
          code={scriptSnippet(choice)}
          what="the code for your website"
          {...blocks}
        >
          <p>
            Paste it where the {words.noun} should appear. It fits into your page and takes on your site’s fonts. Where scripts cannot run,
            a link to the {shown.noun} shows instead.
          </p>
        </CodeBlock>
        <CodeBlock
          id="code-iframe"
          title="If your website builder removes scripts"
          code={iframeSnippet(choice)}
          what="the frame code"
          {...blocks}
        >
          <p>
            Some website builders take scripts out but keep frames: this shows the {shown.noun} in a frame, as wide as your page’s text. The
            last line is optional: it lets the frame grow and shrink with the {shown.noun}.
          </p>
        </CodeBlock>
        <CodeBlock id="code-link" title="In newsletters, social posts and e-mail signatures" code={link} what="the link" {...blocks}>
          <p>
            A plain link to a page with the {shown.noun} alone.{' '}
            <a href={link} target="_blank" rel="noopener">
              Open it<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </CodeBlock>
        <QrNotice link={link} widget={shown} fileName={`${partner}-qr-code`} {...blocks} />
      </section>
    </>
  );
}
