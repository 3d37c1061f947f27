import { createRequire } from 'node:module';

/**
 * Icons from lucide (ISC licence), read from @iconify-json/lucide, the icon set published as
 * data: each icon's SVG body becomes a standalone SVG drawn in black (#000000), which the editor
 * recolours through svg_colors.
 */
export interface IconData {
  name: string;
  key: string;
  svg: string;
  keywords: string[];
  category: string;
}

export const ICON_LICENCE = 'lucide (@iconify-json/lucide package), ISC licence, https://lucide.dev/license';
export const ICON_COLOUR = '#000000';

/** A standalone 24 x 24 SVG of an icon body, its strokes and fills in `colour`. */
export function iconSvg(body: string, colour = ICON_COLOUR): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${body.replaceAll('currentColor', colour)}</svg>`;
}

/** Icon categories in the Elements panel, by words in the icon's name (first match wins). */
const CATEGORY_WORDS: [string, string[]][] = [
  ['Arrows', ['arrow', 'chevron', 'corner', 'move', 'undo', 'redo', 'refresh', 'rotate', 'repeat', 'shuffle']],
  ['Communication', ['mail', 'message', 'phone', 'chat', 'send', 'inbox', 'at-sign', 'bell', 'megaphone', 'voicemail', 'contact']],
  ['Business', ['briefcase', 'chart', 'dollar', 'euro', 'wallet', 'credit', 'receipt', 'banknote', 'coins', 'piggy', 'building', 'store', 'shopping', 'tag', 'percent', 'trending', 'badge', 'landmark', 'handshake']],
  ['Food and Drink', ['coffee', 'cup', 'pizza', 'apple', 'cake', 'croissant', 'wine', 'beer', 'martini', 'utensils', 'cookie', 'carrot', 'salad', 'sandwich', 'ice-cream', 'egg', 'fish', 'beef', 'soup', 'milk', 'candy', 'cherry', 'citrus', 'grape', 'banana', 'donut', 'popcorn', 'chef', 'cooking', 'glass']],
  ['Nature and Weather', ['sun', 'moon', 'cloud', 'rain', 'snow', 'wind', 'leaf', 'tree', 'flower', 'sprout', 'mountain', 'waves', 'droplet', 'flame', 'star', 'rainbow', 'umbrella', 'thermometer', 'tornado', 'clover', 'shell', 'bird', 'bug', 'cat', 'dog', 'paw', 'rabbit', 'squirrel', 'turtle', 'snail', 'fish']],
  ['Travel and Places', ['plane', 'car', 'bus', 'train', 'ship', 'bike', 'map', 'compass', 'globe', 'luggage', 'hotel', 'tent', 'castle', 'church', 'house', 'home', 'school', 'hospital', 'fuel', 'anchor', 'sailboat', 'rocket', 'tram', 'truck', 'navigation', 'route', 'signpost']],
  ['Media', ['music', 'play', 'pause', 'video', 'camera', 'image', 'film', 'mic', 'headphones', 'radio', 'tv', 'speaker', 'volume', 'podcast', 'disc', 'clapperboard', 'gallery', 'aperture', 'guitar', 'piano', 'drum']],
  ['Technology', ['laptop', 'monitor', 'smartphone', 'tablet', 'cpu', 'server', 'database', 'wifi', 'bluetooth', 'battery', 'plug', 'cable', 'code', 'terminal', 'keyboard', 'mouse', 'printer', 'hard-drive', 'usb', 'cloud', 'qr', 'scan', 'bot', 'brain', 'git', 'binary']],
  ['People and Health', ['user', 'users', 'person', 'baby', 'heart', 'smile', 'frown', 'hand', 'thumbs', 'accessibility', 'activity', 'stethoscope', 'pill', 'syringe', 'dumbbell', 'bone', 'brain', 'eye', 'ear', 'footprints', 'venus', 'mars']],
  ['Education', ['book', 'graduation', 'pencil', 'pen', 'school', 'library', 'notebook', 'backpack', 'ruler', 'calculator', 'flask', 'microscope', 'atom', 'lightbulb', 'presentation', 'award', 'trophy', 'medal']],
  ['Celebration', ['gift', 'party', 'cake', 'balloon', 'sparkles', 'crown', 'gem', 'ribbon', 'candy', 'ghost', 'snowflake', 'tree-pine', 'confetti']],
  ['Shapes', ['circle', 'square', 'triangle', 'hexagon', 'octagon', 'pentagon', 'diamond', 'shapes', 'spline', 'infinity', 'asterisk']],
];

export const ICON_CATEGORIES = [...CATEGORY_WORDS.map(([c]) => c), 'Interface'];

function categoryOf(name: string): string {
  const words = name.split('-');
  for (const [category, keys] of CATEGORY_WORDS) {
    if (keys.some((k) => (k.includes('-') ? name.includes(k) : words.includes(k) || words.some((w) => w.startsWith(k) && k.length > 3)))) return category;
  }
  return 'Interface';
}

/** Icon variants (x-off, y-plus, z-2) are dropped so the set is broad rather than repetitive. */
const VARIANT = /-(off|plus|minus|check|x|dashed|slash|up|down|left|right|\d+)$/;

interface IconifySet {
  icons: Record<string, { body: string; hidden?: boolean }>;
  aliases?: Record<string, { parent: string }>;
}

function iconSet(): IconifySet {
  return createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as IconifySet;
}

/** Reads up to `limit` icons (alphabetical, variants last) from the lucide icon set. */
export function loadIcons(limit: number): IconData[] {
  const set = iconSet();
  const names = Object.keys(set.icons).filter((n) => !set.icons[n].hidden).sort();
  const primary = names.filter((n) => !VARIANT.test(n));
  const variants = names.filter((n) => VARIANT.test(n));
  // lucide keeps old names as aliases (activity-square -> square-activity): their words become keywords
  const aliases = new Map<string, string[]>();
  for (const [alias, { parent }] of Object.entries(set.aliases ?? {})) {
    aliases.set(parent, [...(aliases.get(parent) ?? []), ...alias.split('-').filter((w) => !/^\d+$/.test(w))]);
  }
  const out: IconData[] = [];
  for (const name of [...primary, ...variants]) {
    if (out.length >= limit) break;
    const words = name.split('-').filter((w) => !/^\d+$/.test(w));
    const category = categoryOf([name, ...(aliases.get(name) ?? [])].join('-'));
    out.push({
      key: name,
      name: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' '),
      svg: iconSvg(set.icons[name].body),
      keywords: [...new Set([...words, ...(aliases.get(name) ?? []), ...category.toLowerCase().split(' and ')])],
      category,
    });
  }
  return out;
}
