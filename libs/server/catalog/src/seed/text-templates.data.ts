import { DESIGN_DEFAULTS, type DesignFile } from '@dm/contracts';
import { DesignBuilder, fitSize, textHeight } from './design-builder.js';

/**
 * Text templates: one group of styled text (and a shape for badges) on the 800x800 text-template
 * canvas (spec: "default new text-template canvas 800x800"). Heading pairs, quotes and badges.
 */
export interface TextTemplateData {
  key: string;
  name: string;
  category: 'Headings' | 'Quotes' | 'Badges';
  keywords: string;
  design_file: DesignFile;
  priority: number;
}

const C = DESIGN_DEFAULTS.textTemplateCanvas;

const PAIRS: [string, string, string, string][] = [
  ['Grand Opening', 'Join us this Saturday', 'Bebas Neue', 'Montserrat'],
  ['Summer Vibes', 'Sun, sand and good times', 'Pacifico', 'Quicksand'],
  ['Big Sale', 'Everything must go', 'Anton', 'Roboto'],
  ['Happy Birthday', 'Wishing you the best day', 'Lobster', 'Nunito'],
  ['New Arrivals', 'Fresh looks for the season', 'Playfair Display', 'Lato'],
  ['Coming Soon', 'Something exciting is on its way', 'Space Grotesk', 'DM Sans'],
  ['Save the Date', 'June 12 · Rosewood Manor', 'Great Vibes', 'Raleway'],
  ['Thank You', 'For being part of our story', 'Dancing Script', 'Cabin'],
  ['Live Music', 'Every Friday night', 'Oswald', 'Source Sans 3'],
  ['Fresh Menu', 'Seasonal dishes, local produce', 'Abril Fatface', 'Karla'],
  ['Book Now', 'Limited spots available', 'Poppins', 'Inter'],
  ['Welcome Home', 'Your new chapter begins', 'Cormorant Garamond', 'Work Sans'],
  ['Game Night', 'Snacks, friends and board games', 'Permanent Marker', 'Rubik'],
  ['Open House', 'Sunday 1 - 4 PM', 'Josefin Sans', 'PT Sans'],
  ['Workshop', 'Learn something new today', 'Zilla Slab', 'Open Sans'],
  ['Flash Sale', '24 hours only', 'Bebas Neue', 'Barlow'],
  ['Merry Christmas', 'Peace, love and joy', 'Great Vibes', 'Lora'],
  ['Hello Spring', 'Let it bloom', 'Comfortaa', 'Nunito'],
  ['Job Opening', 'We are hiring designers', 'Montserrat', 'Merriweather'],
  ['Free Delivery', 'On all orders over $50', 'Ubuntu', 'Titillium Web'],
  ['Just Married', 'Emma and James', 'Dancing Script', 'Crimson Text'],
  ['Yoga Class', 'Breathe in, breathe out', 'Raleway', 'Lato'],
];

const QUOTES: [string, string, string][] = [
  ['The best way to get started is to quit talking and begin doing.', 'Walt Disney', 'Playfair Display'],
  ['Simplicity is the ultimate sophistication.', 'Leonardo da Vinci', 'Cormorant Garamond'],
  ['Design is intelligence made visible.', 'Alina Wheeler', 'Montserrat'],
  ['Creativity takes courage.', 'Henri Matisse', 'Abril Fatface'],
  ['Stay hungry, stay foolish.', 'Stewart Brand', 'Bebas Neue'],
  ['Less is more.', 'Ludwig Mies van der Rohe', 'Oswald'],
  ['Whatever you are, be a good one.', 'Abraham Lincoln', 'Lora'],
  ['Dream big and dare to fail.', 'Norman Vaughan', 'Pacifico'],
  ['Happiness is homemade.', 'Proverb', 'Dancing Script'],
  ['Do what you can, with what you have, where you are.', 'Theodore Roosevelt', 'Merriweather'],
  ['Every moment is a fresh beginning.', 'T. S. Eliot', 'Great Vibes'],
  ['Be so good they can\'t ignore you.', 'Steve Martin', 'Anton'],
  ['Good design is good business.', 'Thomas J. Watson Jr.', 'Poppins'],
  ['Nothing will work unless you do.', 'Maya Angelou', 'Raleway'],
  ['The journey of a thousand miles begins with one step.', 'Lao Tzu', 'Libre Baskerville'],
  ['Make it simple, but significant.', 'Don Draper', 'Space Grotesk'],
  ['Act as if what you do makes a difference. It does.', 'William James', 'Bitter'],
  ['Collect moments, not things.', 'Proverb', 'Caveat'],
  ['Kindness is always fashionable.', 'Amelia Barr', 'Playfair Display'],
  ['Little by little, a little becomes a lot.', 'Proverb', 'Quicksand'],
];

const BADGES: [string, string, string, 'circle' | 'rounded' | 'star' | 'rect'][] = [
  ['50% OFF', 'Today only', '#e4572e', 'circle'], ['NEW', 'Just landed', '#3d5af1', 'star'], ['SALE', 'Limited time', '#d7263d', 'circle'],
  ['BEST SELLER', 'Customer favourite', '#f3a712', 'rounded'], ['FREE SHIPPING', 'Orders over $50', '#2a9d6f', 'rect'], ['HOT DEAL', 'While stocks last', '#f72585', 'star'],
  ['100% ORGANIC', 'Locally grown', '#6a994e', 'circle'], ['SOLD OUT', 'Back soon', '#334155', 'rect'], ['LIMITED EDITION', 'Only 100 made', '#7d4e57', 'rounded'],
  ['BUY 1 GET 1', 'This weekend', '#ff4f9a', 'circle'], ['OPEN', 'Come on in', '#0f9d94', 'rounded'], ['VIP', 'Members only', '#e9b949', 'star'],
  ['HANDMADE', 'With love', '#c8553d', 'circle'], ['PREMIUM', 'Quality guaranteed', '#1f3a5f', 'rounded'], ['GIFT CARD', 'Give the perfect gift', '#9d4edd', 'rect'],
  ['ECO FRIENDLY', 'Good for the planet', '#3f5e3a', 'circle'], ['20% OFF', 'Use code HELLO20', '#ff6b6b', 'star'], ['WINNER', 'First place', '#f28c28', 'circle'],
];

function headingPair([head, sub, hf, bf]: (typeof PAIRS)[number], i: number): TextTemplateData {
  const b = new DesignBuilder(`tt-heading-${i}`, C, C, '#ffffff');
  const w = C * 0.8;
  const hs = fitSize(head, 110, w, 2);
  const hh = textHeight(head, { font: hf, fontSize: hs, fontColor: '#000' }, w);
  const ss = fitSize(sub, 40, w, 2);
  const sh = textHeight(sub, { font: bf, fontSize: ss, fontColor: '#000' }, w);
  const top = (C - hh - sh - 20) / 2;
  const a = b.text({ x: C * 0.1, y: top, w, h: hh }, head, { font: hf, fontSize: hs, fontColor: '#1b1b1b', bold: true, text_type: 'heading' });
  const s = b.text({ x: C * 0.1, y: top + hh + 20, w, h: sh }, sub, { font: bf, fontSize: ss, fontColor: '#555555', letterSpacing: 1, text_type: 'subheading' });
  b.group({ x: C * 0.1, y: top, w, h: hh + sh + 20 }, [a, s]);
  return { key: `heading-${i}`, name: `${head} Heading`, category: 'Headings', keywords: `heading, title, ${head.toLowerCase()}, ${hf.toLowerCase()}`, design_file: b.build(), priority: 30 - (i % 10) };
}

function quote([text, author, font]: (typeof QUOTES)[number], i: number): TextTemplateData {
  const b = new DesignBuilder(`tt-quote-${i}`, C, C, '#ffffff');
  const w = C * 0.76;
  const qs = fitSize(`“${text}”`, 64, w, 5);
  const qh = textHeight(`“${text}”`, { font, fontSize: qs, fontColor: '#000' }, w);
  const top = (C - qh - 70) / 2;
  const q = b.text({ x: C * 0.12, y: top, w, h: qh }, `“${text}”`, { font, fontSize: qs, fontColor: '#222222', italic: i % 3 === 0, text_type: 'heading' });
  const a = b.text({ x: C * 0.12, y: top + qh + 30, w, h: 40 }, `— ${author}`, { font: 'Montserrat', fontSize: 26, fontColor: '#777777', letterSpacing: 2, text_type: 'body' });
  b.group({ x: C * 0.12, y: top, w, h: qh + 70 }, [q, a]);
  return { key: `quote-${i}`, name: `Quote by ${author}`, category: 'Quotes', keywords: `quote, quotation, saying, inspiration, ${author.toLowerCase()}`, design_file: b.build(), priority: 20 - (i % 10) };
}

function badgeTemplate([label, sub, color, shape]: (typeof BADGES)[number], i: number): TextTemplateData {
  const b = new DesignBuilder(`tt-badge-${i}`, C, C, '#ffffff');
  const d = C * 0.6;
  const x = (C - d) / 2;
  const bg = shape === 'rect' ? b.box({ x, y: C * 0.32, w: d, h: d * 0.6 }, color, 12) : b.frame({ x, y: (C - d) / 2, w: d, h: d }, shape, color);
  const w = d * 0.7;
  const ls = fitSize(label, 90, w, 2);
  const lh = textHeight(label, { font: 'Bebas Neue', fontSize: ls, fontColor: '#fff' }, w);
  const top = C / 2 - (lh + 36) / 2;
  const l = b.text({ x: (C - w) / 2, y: top, w, h: lh }, label, { font: 'Bebas Neue', fontSize: ls, fontColor: '#ffffff', bold: true, letterSpacing: 2, text_type: 'heading' });
  const s = b.text({ x: (C - w) / 2, y: top + lh + 6, w, h: 30 }, sub, { font: 'Montserrat', fontSize: fitSize(sub, 24, w, 1), fontColor: '#ffffff', text_type: 'body' });
  b.group({ x, y: (C - d) / 2, w: d, h: d }, [bg, l, s]);
  return { key: `badge-${i}`, name: `${label[0]}${label.slice(1).toLowerCase()} Badge`, category: 'Badges', keywords: `badge, sticker, label, ${label.toLowerCase()}, ${sub.toLowerCase()}`, design_file: b.build(), priority: 25 - (i % 10) };
}

export function textTemplates(): TextTemplateData[] {
  return [...PAIRS.map(headingPair), ...QUOTES.map(quote), ...BADGES.map(badgeTemplate)];
}
