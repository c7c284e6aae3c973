import { QRCode } from 'antd';
import { CARD_SCHEMES, cardSides, cardVcard, type CardLayoutInput } from '@intranet/contracts';
import '../cards.css';

export interface CardPreviewProps {
  card: CardLayoutInput & { orientation: string; color: string; is_qr: boolean; league_logo: boolean };
}

/**
 * The card as it will print, each side it has (Russian, English), at its 85×55 mm proportions: the same text
 * as the print-ready PDF (contracts cardSides), the colour scheme, the QR code with the vCard, the league's
 * mark. Updates as the form changes.
 */
export function CardPreview({ card }: CardPreviewProps) {
  const scheme = CARD_SCHEMES[card.color === 'w' ? 'w' : 'b'];
  const portrait = card.orientation === 'p';
  const vcard = card.is_qr ? cardVcard(card) : null;
  return (
    <div className="card-preview" role="group" aria-label="Предпросмотр визитки">
      {cardSides(card).map((side) => (
        <figure key={side.lang} className="card-preview__figure">
          <div
            className={`card-preview__card ${portrait ? 'card-preview__card--portrait' : ''}`}
            style={{ background: scheme.background, color: scheme.text }}
            data-testid={`card-side-${side.lang}`}
          >
            <div className="card-preview__top">
              {card.league_logo ? (
                <span className="card-preview__league" style={{ color: scheme.accent }}>
                  ЛИГА
                </span>
              ) : null}
              {side.company ? (
                <span className="card-preview__company" style={{ color: scheme.accent }}>
                  {side.company}
                </span>
              ) : null}
              <strong className="card-preview__name">{side.name || ' '}</strong>
              <span className="card-preview__position">{side.position}</span>
            </div>
            <div className="card-preview__bottom">
              <div className="card-preview__lines">
                {side.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </div>
              {vcard ? (
                <QRCode
                  value={vcard}
                  type="svg"
                  size={portrait ? 56 : 64}
                  bordered={false}
                  bgColor="#ffffff"
                  color="#000000"
                  className="card-preview__qr"
                  aria-label="QR-код с контактами"
                />
              ) : null}
            </div>
          </div>
          <figcaption className="card-preview__caption">
            {side.lang === 'rus' ? 'Русская сторона' : 'Английская сторона'}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
