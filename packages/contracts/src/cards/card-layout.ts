/**
 * What a business card prints, side by side: the one text the web preview and the server's PDF lay out
 * (apps/web/src/modules/cards/components/CardPreview.tsx, apps/server/src/modules/cards/cards.pdf.ts).
 */
export interface CardLayoutInput {
  lang: string;
  last_name: string;
  first_name: string;
  middle_name?: string | null;
  last_name_en?: string | null;
  first_name_en?: string | null;
  work_position: string;
  work_position_en?: string | null;
  phone_ext?: string | null;
  phone_mobile?: string | null;
  email?: string | null;
  company?: string | null;
  address?: string | null;
}

/** One side of the card in its language. */
export interface CardSide {
  lang: 'rus' | 'eng';
  name: string;
  position: string;
  company: string | null;
  lines: string[];
}

/** The colour schemes (CARD_COLORS): background, text and accent. */
export const CARD_SCHEMES = {
  b: { background: '#1f3f8f', text: '#ffffff', accent: '#cfe0ff' },
  w: { background: '#ffffff', text: '#1a1a1a', accent: '#1f3f8f' },
} as const;

/** The sides a card prints, Russian first («rus_eng» is two-sided). */
export function cardSides(card: CardLayoutInput): CardSide[] {
  const contacts = (ext: string, mobile: string) =>
    [
      card.phone_ext ? `${ext} ${card.phone_ext}` : null,
      card.phone_mobile ? `${mobile} ${card.phone_mobile}` : null,
      card.email || null,
      card.address || null,
    ].filter((line): line is string => Boolean(line));
  const russian: CardSide = {
    lang: 'rus',
    name: [card.last_name, card.first_name, card.middle_name].filter(Boolean).join(' '),
    position: card.work_position,
    company: card.company || null,
    lines: contacts('Тел.', 'Моб.'),
  };
  const english: CardSide = {
    lang: 'eng',
    name: [card.first_name_en, card.last_name_en].filter(Boolean).join(' '),
    position: card.work_position_en || card.work_position,
    company: card.company || null,
    lines: contacts('Tel.', 'Mob.'),
  };
  if (card.lang === 'eng') return [english];
  if (card.lang === 'rus_eng') return [russian, english];
  return [russian];
}

/** The vCard the QR code carries: the name, company, position, phones and e-mail. */
export function cardVcard(card: CardLayoutInput): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${card.last_name};${card.first_name};${card.middle_name ?? ''};;`,
    `FN:${[card.first_name, card.last_name].join(' ')}`,
    card.company ? `ORG:${card.company}` : null,
    `TITLE:${card.work_position}`,
    card.phone_mobile ? `TEL;TYPE=CELL:${card.phone_mobile}` : null,
    card.phone_ext ? `TEL;TYPE=WORK:${card.phone_ext}` : null,
    card.email ? `EMAIL:${card.email}` : null,
    'END:VCARD',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
