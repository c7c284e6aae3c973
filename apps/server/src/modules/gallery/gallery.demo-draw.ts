import type { Faker } from '@faker-js/faker';
import sharp from 'sharp';

/**
 * Pictures for the demo albums: scenes drawn as SVG and rendered by sharp, each a little different (seeded
 * faker), with no text (fonts differ between machines). Gradients, depth and soft lights make them read
 * like photographs from afar: party lights, mountains, a city, a stadium, a hall of screens, a park.
 */
export type Scene = 'party' | 'stage' | 'mountains' | 'city' | 'stadium' | 'hackathon' | 'park';

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 800;
const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;

type Draw = (faker: Faker) => string;

const pick = <T>(faker: Faker, list: readonly T[]) => faker.helpers.arrayElement(list);
const int = (faker: Faker, min: number, max: number) => faker.number.int({ min, max });
const opacity = (faker: Faker, min: number, max: number) =>
  faker.number.float({ min, max, fractionDigits: 2 });

function gradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/>
    <stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Out-of-focus lights of a party: a dark hall, glowing circles, confetti. */
const party: Draw = (faker) => {
  const [top, bottom] = pick(faker, [
    ['#0b1026', '#2a0f3d'],
    ['#120a1f', '#3b1020'],
    ['#04121f', '#1b2a4a'],
  ] as const);
  // Out-of-focus lights: radial gradients, far cheaper to render than a blur filter.
  const colors = ['#ffd36e', '#ff8a5c', '#ff5c8a', '#7cc4ff', '#ffe9b0', '#b48cff'];
  const glows = colors
    .map(
      (color, index) => `<radialGradient id="l${index}"><stop offset="0.55" stop-color="${color}"/>
        <stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const lights = Array.from({ length: int(faker, 26, 40) }, () => {
    return `<circle cx="${int(faker, 0, W)}" cy="${int(faker, 0, H * 0.75)}" r="${int(faker, 18, 80)}"
      fill="url(#l${int(faker, 0, colors.length - 1)})" fill-opacity="${opacity(faker, 0.3, 0.85)}"/>`;
  }).join('');
  const confetti = Array.from({ length: int(faker, 40, 70) }, () => {
    const color = pick(faker, ['#ffd36e', '#ffffff', '#ff5c8a', '#7cc4ff']);
    return `<rect x="${int(faker, 0, W)}" y="${int(faker, 0, H)}" width="${int(faker, 4, 10)}" height="${int(faker, 10, 22)}"
      fill="${color}" fill-opacity="0.85" transform="rotate(${int(faker, 0, 180)} ${int(faker, 0, W)} ${int(faker, 0, H)})"/>`;
  }).join('');
  const people = Array.from({ length: int(faker, 5, 9) }, (_, index) => {
    const x = (index + 0.5) * (W / 8) + int(faker, -40, 40);
    const h = int(faker, 180, 300);
    return `<ellipse cx="${x}" cy="${H - h + 40}" rx="34" ry="40" fill="#05060c"/>
      <rect x="${x - 60}" y="${H - h + 70}" width="120" height="${h}" rx="50" fill="#05060c"/>`;
  }).join('');
  return `<defs>${gradient('bg', top, bottom)}${glows}</defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>${lights}${confetti}${people}`;
};

/** The party's stage: coloured spotlights from above, a band in silhouette, a haze over the hall. */
const stage: Draw = (faker) => {
  const beams = Array.from({ length: int(faker, 4, 7) }, () => {
    const top = int(faker, 100, W - 100);
    const bottom = int(faker, 100, W - 100);
    const color = pick(faker, ['#ff4d6d', '#4dabf7', '#ffd43b', '#b197fc', '#63e6be']);
    return `<polygon points="${top - 10},0 ${top + 10},0 ${bottom + 110},${H - 160} ${bottom - 110},${H - 160}"
      fill="${color}" fill-opacity="${opacity(faker, 0.18, 0.35)}"/>`;
  }).join('');
  const band = Array.from({ length: int(faker, 3, 5) }, (_, index) => {
    const x = 260 + index * int(faker, 150, 190);
    return `<ellipse cx="${x}" cy="${H - 330}" rx="26" ry="30" fill="#07070c"/>
      <rect x="${x - 42}" y="${H - 305}" width="84" height="150" rx="30" fill="#07070c"/>`;
  }).join('');
  const crowd = Array.from({ length: 14 }, (_, index) => {
    const x = index * 90 + int(faker, -20, 20);
    return `<circle cx="${x}" cy="${H - 70}" r="${int(faker, 30, 40)}" fill="#030306"/>`;
  }).join('');
  return `<defs>${gradient('hall', '#07060f', '#1d1033')}${gradient('haze', '#2a1b4d', '#07060f')}</defs>
    <rect width="${W}" height="${H}" fill="url(#hall)"/>${beams}
    <rect x="120" y="${H - 160}" width="${W - 240}" height="30" fill="#2b2b3a"/>${band}
    <rect y="${H - 130}" width="${W}" height="130" fill="url(#haze)"/>${crowd}`;
};

function ridge(faker: Faker, base: number, amplitude: number, color: string): string {
  const points = [`0,${H}`];
  for (let x = 0; x <= W; x += 100) points.push(`${x},${base - int(faker, 0, amplitude)}`);
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** A tourist rally: sky, sun, ridges fading into the distance, a lake, tents. */
const mountains: Draw = (faker) => {
  const [sky, horizon, far, mid, near] = pick(faker, [
    ['#6fa8dc', '#fde2b8', '#8aa3b8', '#5b7a64', '#2f4a33'],
    ['#f4a259', '#fbe3c2', '#9c7c8e', '#6b5b73', '#33283d'],
    ['#9fd3f0', '#e9f6ff', '#9bb7c9', '#6f917a', '#3d5c40'],
  ] as const);
  const tents = Array.from({ length: int(faker, 2, 4) }, () => {
    const x = int(faker, 100, W - 200);
    const y = int(faker, H - 30, H - 8);
    return `<polygon points="${x},${y} ${x + 60},${y - 70} ${x + 120},${y}" fill="${pick(faker, ['#e4572e', '#f3a712', '#29335c', '#669bbc'])}"/>`;
  }).join('');
  return `<defs>${gradient('sky', sky, horizon)}${gradient('lake', horizon, sky)}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${int(faker, 150, W - 150)}" cy="${int(faker, 120, 260)}" r="${int(faker, 40, 70)}" fill="#fff6d8" fill-opacity="0.9"/>
    ${ridge(faker, 430, 160, far)}${ridge(faker, 520, 120, mid)}
    <rect y="560" width="${W}" height="${H - 560}" fill="url(#lake)" fill-opacity="0.8"/>
    ${ridge(faker, H - 60, 60, near)}${tents}`;
};

/** A new office: a skyline at dusk with lit windows, a glass facade in front. */
const city: Draw = (faker) => {
  const [sky, glow] = pick(faker, [
    ['#1d2b53', '#ff9e6d'],
    ['#243b55', '#f6d365'],
    ['#2c3e50', '#fd746c'],
  ] as const);
  let x = 0;
  const towers: string[] = [];
  while (x < W) {
    const width = int(faker, 70, 160);
    const height = int(faker, 220, 560);
    const windows: string[] = [];
    for (let wy = H - height + 20; wy < H - 20; wy += 28)
      for (let wx = x + 12; wx < x + width - 16; wx += 22)
        if (faker.number.int(9) > 3)
          windows.push(
            `<rect x="${wx}" y="${wy}" width="10" height="14" fill="#ffe8a3" fill-opacity="${opacity(faker, 0.4, 0.95)}"/>`,
          );
    towers.push(
      `<rect x="${x}" y="${H - height}" width="${width}" height="${height}" fill="${pick(faker, ['#141b2d', '#1b2438', '#222c44'])}"/>${windows.join('')}`,
    );
    x += width + int(faker, 4, 20);
  }
  return `<defs>${gradient('sky', sky, glow)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>${towers.join('')}`;
};

/** Sports day: a green field with lines, a running track, balls and flags. */
const stadium: Draw = (faker) => {
  const grass = pick(faker, ['#3f8f3a', '#4a9d43', '#357a38']);
  const balls = Array.from({ length: int(faker, 1, 3) }, () => {
    const cx = int(faker, 100, W - 100);
    const cy = int(faker, 450, H - 60);
    return `<circle cx="${cx}" cy="${cy}" r="${int(faker, 18, 30)}" fill="#ffffff"/><circle cx="${cx}" cy="${cy}" r="9" fill="#222"/>`;
  }).join('');
  const flags = Array.from({ length: int(faker, 4, 8) }, (_, index) => {
    const fx = 60 + index * int(faker, 120, 150);
    return `<rect x="${fx}" y="250" width="4" height="120" fill="#ddd"/>
      <polygon points="${fx + 4},250 ${fx + 54},268 ${fx + 4},286" fill="${pick(faker, ['#e63946', '#f1fa3c', '#457b9d', '#ff9f1c'])}"/>`;
  }).join('');
  return `<defs>${gradient('sky', '#8ecae6', '#e0f4ff')}${gradient('field', grass, '#25591f')}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect y="330" width="${W}" height="${H - 330}" fill="url(#field)"/>
    <path d="M0 ${int(faker, 380, 420)} Q ${W / 2} ${int(faker, 330, 360)} ${W} ${int(faker, 380, 420)}" stroke="#c1440e" stroke-width="46" fill="none"/>
    <path d="M0 ${int(faker, 560, 620)} L ${W} ${int(faker, 520, 600)}" stroke="#ffffff" stroke-width="6" stroke-opacity="0.8"/>
    ${flags}${balls}`;
};

/** A hackathon: a dark hall, glowing screens on desks, a neon grid. */
const hackathon: Draw = (faker) => {
  const neon = pick(faker, ['#00e5ff', '#7c4dff', '#00e676', '#ff4081']);
  const grid = Array.from(
    { length: 14 },
    (_, i) =>
      `<line x1="${i * 100 - 100}" y1="${H}" x2="${W / 2 + (i - 7) * 30}" y2="420" stroke="${neon}" stroke-opacity="0.25"/>`,
  ).join('');
  const screens = Array.from({ length: int(faker, 4, 7) }, () => {
    const sx = int(faker, 40, W - 260);
    const sy = int(faker, 430, H - 200);
    const color = pick(faker, ['#1e88e5', '#26a69a', '#8e24aa', '#f4511e']);
    const lines = Array.from(
      { length: 6 },
      (_, j) =>
        `<rect x="${sx + 16}" y="${sy + 16 + j * 18}" width="${int(faker, 60, 190)}" height="6" fill="#ffffff" fill-opacity="0.6"/>`,
    ).join('');
    return `<rect x="${sx}" y="${sy}" width="220" height="140" rx="8" fill="${color}" fill-opacity="0.85"/>${lines}`;
  }).join('');
  const lamps = Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="${100 + i * 200}" cy="40" rx="70" ry="14" fill="#fff8e1" fill-opacity="${opacity(faker, 0.5, 0.9)}"/>`,
  ).join('');
  const slide = pick(faker, ['#263238', '#1a237e', '#004d40']);
  const bars = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${W / 2 - 200 + i * 80}" y="${330 - (40 + i * int(faker, 10, 30))}" width="50" height="${40 + i * int(faker, 10, 30)}" fill="${neon}" fill-opacity="0.8"/>`,
  ).join('');
  return `<defs>${gradient('bg', '#05070f', '#141a33')}</defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>${lamps}
    <rect x="${W / 2 - 260}" y="110" width="520" height="250" rx="6" fill="${slide}" stroke="${neon}" stroke-opacity="0.6" stroke-width="4"/>
    ${bars}${grid}${screens}`;
};

/** A volunteer day in the park: trees, a path, leaves. */
const park: Draw = (faker) => {
  const season = pick(faker, [
    ['#a8dadc', '#2d6a4f', '#52b788'],
    ['#ffe8d6', '#bc6c25', '#dda15e'],
    ['#cde8f6', '#40916c', '#95d5b2'],
  ] as const);
  const trees = Array.from({ length: int(faker, 6, 11) }, () => {
    const tx = int(faker, 0, W);
    const size = int(faker, 60, 140);
    const ty = int(faker, 260, 420);
    return `<rect x="${tx - 8}" y="${ty}" width="16" height="${size + 60}" fill="#5a3e2b"/>
      <circle cx="${tx}" cy="${ty}" r="${size}" fill="${pick(faker, [season[1], season[2]])}"/>`;
  }).join('');
  const leaves = Array.from(
    { length: int(faker, 30, 60) },
    () =>
      `<ellipse cx="${int(faker, 0, W)}" cy="${int(faker, 560, H)}" rx="7" ry="4" fill="${pick(faker, [season[1], season[2], '#e9c46a'])}"/>`,
  ).join('');
  return `<defs>${gradient('sky', season[0], '#ffffff')}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect y="520" width="${W}" height="${H - 520}" fill="#7fb069"/>
    <path d="M${W / 2 - 60} ${H} Q ${W / 2} 600 ${W / 2 + int(faker, -200, 200)} 520 L ${W / 2 + 40} 520 Q ${W / 2 + 80} 620 ${W / 2 + 160} ${H} Z" fill="#d9c5a0"/>
    ${trees}${leaves}`;
};

const SCENES: Record<Scene, Draw> = { party, stage, mountains, city, stadium, hackathon, park };

export interface DemoPicture {
  /** The JPEG kept as the original. */
  bytes: Buffer;
  width: number;
  height: number;
  /** WebP previews at the upload's widths (platform/files/images.ts), never enlarged. */
  previews: { width: number; bytes: Buffer }[];
}

/**
 * One picture of `scene`: a JPEG of 1200 × 800 and its WebP previews, encoded from one rendering (no decode
 * of the JPEG again, a quicker WebP effort than uploads use): the seed adds seconds to the first start only.
 */
export async function drawPicture(
  scene: Scene,
  faker: Faker,
  previewWidths: readonly number[],
): Promise<DemoPicture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${SCENES[scene](faker)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const [bytes, ...previews] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 82 }).toBuffer(),
    ...previewWidths.map((width) =>
      sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 1 })
        .toBuffer(),
    ),
  ]);
  return {
    bytes,
    width: info.width,
    height: info.height,
    previews: previews.map((preview, index) => ({ width: previewWidths[index]!, bytes: preview })),
  };
}
