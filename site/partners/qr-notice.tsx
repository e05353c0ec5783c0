// The QR code of the partner's link, on a notice ready to print for a lobby or an elevator, with its downloads.
import { useMemo, useState } from 'react';
import { business } from '../../common/content/business';
import type { PartnerWidget } from '../content/partner-widgets';
import { qrCode, qrSvgFile } from './qr-code';
import { qrPng, saveFile } from './save-file';

interface QrNoticeProps {
  link: string;
  widget: PartnerWidget;
  /** The downloads' names start with it: "acme-strata-qr-code.svg". */
  fileName: string;
  /** False while the link is only an example: each button then calls onNotReady instead. */
  ready: boolean;
  onNotReady: () => void;
}

/** The notice, the QR code on it drawn as SVG, and buttons to download the code or print the notice. */
export function QrNotice({ link, widget, fileName, ready, onNotReady }: QrNoticeProps) {
  const code = useMemo(() => qrCode(link), [link]);
  const [failure, setFailure] = useState<string>();
  const label = `QR code of ${link}`;
  const when = (action: () => unknown) => () => {
    if (!ready) return onNotReady();
    setFailure(undefined);
    return action();
  };
  const downloadPng = async () => {
    try {
      saveFile(await qrPng(code), `${fileName}.png`);
    } catch {
      setFailure('This browser could not make a PNG: download the SVG instead.');
    }
  };
  return (
    <section className="code-card" aria-labelledby="code-qr">
      <h3 id="code-qr">On notices in your building</h3>
      <div className="code-card__text">
        <p>For lobbies, elevators and mail rooms: residents scan the code with their phone’s camera and land on the {widget.noun}.</p>
      </div>
      <div className="qr-notice">
        <svg
          className="qr-notice__code"
          viewBox={`0 0 ${code.size} ${code.size}`}
          role="img"
          aria-label={label}
          shapeRendering="crispEdges"
        >
          <rect width={code.size} height={code.size} fill="#fff" />
          <path d={code.path} fill="#000" />
        </svg>
        <div className="qr-notice__text">
          <p className="qr-notice__title">{widget.noticeTitle}</p>
          <p>{widget.noticeText}</p>
          <p className="qr-notice__link">{link}</p>
          <p className="qr-notice__brand">{business.name}</p>
        </div>
      </div>
      <p className="code-card__actions">
        <button
          type="button"
          className="button button--small"
          onClick={when(() => saveFile(new Blob([qrSvgFile(code, label)], { type: 'image/svg+xml' }), `${fileName}.svg`))}
        >
          Download SVG<span className="visually-hidden"> of the QR code</span>
        </button>
        <button type="button" className="button button--small button--outline" onClick={when(downloadPng)}>
          Download PNG<span className="visually-hidden"> of the QR code</span>
        </button>
        <button type="button" className="button button--small button--outline" onClick={when(() => print())}>
          Print the notice
        </button>
      </p>
      <p className="code-card__status" role="status">
        {failure}
      </p>
    </section>
  );
}
