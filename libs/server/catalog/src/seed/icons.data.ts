import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Icons from lucide (ISC licence), read from the installed lucide-react package's icon data:
 * each icon's SVG nodes become a standalone SVG drawn in black (#000000), which the editor
 * recolours through svg_colors.
 */
export interface IconData {
  name: string;
  key: string;
  svg: string;
  keywords: string[];
  category: string;
}

type IconNode = [string, Record<string, string | number>][];

export const ICON_LICENCE = 'lucide (lucide-react package), ISC licence, https://lucide.dev/license';
export const ICON_COLOUR = '#000000';

export function iconSvg(node: IconNode, colour = ICON_COLOUR): string {
  const children = node
    .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => `${k}="${v}"`).join(' ')}/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</svg>`;
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

export function lucideIconDir(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('lucide-react');
  // .../lucide-react/dist/cjs/lucide-react.js -> .../lucide-react/dist/esm/icons
  return join(dirname(dirname(main)), 'esm', 'icons');
}

/** Reads up to `limit` icons (alphabetical, variants last) from lucide-react. */
export function loadIcons(limit: number): IconData[] {
  const dir = lucideIconDir();
  const files = readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort();
  const primary = files.filter((f) => !VARIANT.test(f.slice(0, -4)));
  const variants = files.filter((f) => VARIANT.test(f.slice(0, -4)));
  // lucide keeps old names as alias files (music -> eighth-notes): their words become keywords
  const aliases = new Map<string, string[]>();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    texts.set(file, text);
    const target = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(text)?.[1];
    if (target) aliases.set(target, [...(aliases.get(target) ?? []), ...file.slice(0, -4).split('-').filter((w) => !/^\d+$/.test(w))]);
  }
  const out: IconData[] = [];
  for (const file of [...primary, ...variants]) {
    if (out.length >= limit) break;
    const text = texts.get(file)!;
    const start = text.indexOf('const __iconData = ');
    if (start < 0) continue; // an alias of another icon
    const end = text.indexOf('};', start);
    const literal = text.slice(start + 'const __iconData = '.length, end + 1);
    const data = new Function(`return (${literal});`)() as { name: string; node: IconNode };
    const words = data.name.split('-').filter((w) => !/^\d+$/.test(w));
    const category = categoryOf([data.name, ...(aliases.get(data.name) ?? [])].join('-'));
    out.push({
      key: data.name,
      name: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' '),
      svg: iconSvg(data.node),
      keywords: [...new Set([...words, ...(aliases.get(data.name) ?? []), ...category.toLowerCase().split(' and ')])],
      category,
    });
  }
  return out;
}
