// The spec's named filters as data: each is a colour grade (lift/gain per channel, midtone bend,
// S-curve, saturation, optional 3x3 colour matrix and vignette) defined at the default
// intensity 50. Intensity 0..100 scales the grade from neutral (0) through the look (50) to a
// stronger version (100). Compiled into the same fused kernel as the adjustments: lift, gain,
// saturation and matrix fold into one affine transform, and the tone curves follow it.
import { compileStages, type GradeParams, type GradeStages, neutralStages, panelValue } from './grade-params.js';

type RGB = [number, number, number];

export interface FilterGrade {
  id: string;
  name: string;
  /** One line: what the grade looks like. */
  description: string;
  /** Added levels per channel (lifts blacks / shifts colour). */
  lift?: RGB;
  /** Multiplier per channel (1 = neutral). */
  gain?: RGB;
  /** Midtone shift in levels per channel (+ brighter midtones). */
  bend?: RGB;
  /** S-curve strength in levels per channel (+ more contrast, - flatter). */
  curve?: RGB;
  saturation?: number;
  /** Row-major 3x3 colour matrix applied after the curves (identity = neutral). */
  matrix?: number[];
  vignette?: number;
}

const SEPIA = [0.39, 0.77, 0.19, 0.35, 0.69, 0.17, 0.27, 0.53, 0.13];

export const NAMED_FILTERS: readonly FilterGrade[] = [
  { id: 'none', name: 'None', description: 'The photo as it is.' },
  { id: 'citrine', name: 'Citrine', description: 'Golden-hour warmth: honeyed highlights and gently lifted midtones.',
    lift: [10, 5, -8], gain: [1.04, 1.01, 0.9], bend: [6, 4, 0], saturation: 1.08 },
  { id: 'raspberry', name: 'Raspberry', description: 'Juicy pink-red cast with punchy contrast and soft magenta shadows.',
    lift: [6, -6, 8], gain: [1.08, 0.96, 1.0], curve: [8, 6, 4], saturation: 1.15 },
  { id: 'gaspeite', name: 'Gaspeite', description: 'Faded apple-green film look with milky blacks.',
    lift: [4, 14, 6], gain: [0.92, 0.98, 0.9], bend: [0, 8, 0], curve: [-4, -4, -4], saturation: 0.88 },
  { id: 'lapis_lazuli', name: 'Lapis Lazuli', description: 'Deep ultramarine shadows under warm gold highlights.',
    lift: [-4, 0, 22], gain: [1.06, 1.0, 0.88], curve: [10, 8, 4], saturation: 1.05, vignette: 0.2 },
  { id: 'kyanite', name: 'Kyanite', description: 'Cool teal-blue grade with calm, slightly muted colour.',
    matrix: [0.85, 0.1, 0.05, 0.0, 0.95, 0.1, 0.0, 0.15, 0.95], lift: [0, 6, 14], saturation: 0.95 },
  { id: 'morganite', name: 'Morganite', description: 'Soft peach-pink pastel with low contrast and airy blacks.',
    lift: [22, 12, 14], gain: [0.96, 0.9, 0.88], curve: [-6, -6, -6], saturation: 0.85 },
  { id: 'jade', name: 'Jade', description: 'Muted green-teal grade with gentle contrast, calm and natural.',
    lift: [-6, 6, 4], gain: [0.94, 1.04, 1.0], curve: [4, 4, 4], saturation: 0.82 },
  { id: 'brandberg', name: 'Brandberg', description: 'Smoky amethyst: purple shadows, desaturated mids, dark corners.',
    lift: [8, -4, 14], gain: [1.0, 0.94, 1.0], curve: [6, 6, 6], saturation: 0.78, vignette: 0.35 },
  { id: 'stilbite', name: 'Stilbite', description: 'Creamy warm faded film with lifted blacks.',
    lift: [16, 12, 8], gain: [0.96, 0.94, 0.88], bend: [4, 2, 0], saturation: 0.9 },
  { id: 'sunstone', name: 'Sunstone', description: 'Glowing orange sunset warmth with rich colour and a soft vignette.',
    matrix: [1.1, 0.05, 0.0, 0.04, 1.0, 0.0, 0.0, 0.0, 0.86], lift: [6, 2, -6], saturation: 1.2, vignette: 0.25 },
  { id: 'ametrine', name: 'Ametrine', description: 'Split tone: violet shadows and buttery yellow highlights.',
    lift: [10, -6, 20], gain: [1.05, 1.04, 0.84], curve: [4, 6, 0], saturation: 1.0 },
  { id: 'tugtupite', name: 'Tugtupite', description: 'Vivid crimson pop with strong contrast.',
    gain: [1.1, 0.97, 0.98], curve: [14, 12, 12], saturation: 1.3 },
  { id: 'amber', name: 'Amber', description: 'Classic sepia amber with darkened edges.',
    matrix: SEPIA.map((v, i) => 0.7 * v + (i % 4 === 0 ? 0.3 : 0)), lift: [6, 2, -4], vignette: 0.35 },
  { id: 'crocoite', name: 'Crocoite', description: 'Orange-and-teal blockbuster contrast.',
    lift: [-8, 2, 14], gain: [1.12, 1.0, 0.9], curve: [16, 12, 10], saturation: 1.1 },
  { id: 'aegirine', name: 'Aegirine', description: 'Dark, moody green-black with heavy vignette.',
    lift: [-6, 0, -4], gain: [0.88, 0.94, 0.88], curve: [14, 14, 14], saturation: 0.7, vignette: 0.45 },
  { id: 'atacamite', name: 'Atacamite', description: 'Lush emerald greens and deep foliage colour.',
    matrix: [0.95, 0.1, -0.05, -0.05, 1.15, -0.1, 0.0, 0.1, 0.9], curve: [6, 6, 6], saturation: 1.15 },
  { id: 'azurite', name: 'Azurite', description: 'Crisp cold azure blue with clean highlights.',
    lift: [-8, 0, 12], gain: [0.92, 1.0, 1.1], curve: [8, 8, 8], saturation: 1.05 },
  { id: 'chrysoprase', name: 'Chrysoprase', description: 'Bright fresh mint pastel, light and airy.',
    lift: [10, 18, 12], gain: [0.95, 1.02, 0.96], bend: [6, 10, 6], saturation: 0.9 },
  { id: 'limonite', name: 'Limonite', description: 'Earthy ochre-brown, dusty and desaturated.',
    matrix: [0.95, 0.1, 0.0, 0.05, 0.9, 0.0, 0.0, 0.05, 0.75], lift: [10, 6, 0], curve: [4, 4, 4], saturation: 0.6 },
  { id: 'peridot', name: 'Peridot', description: 'Sunny olive-lime green with lively yellows.',
    lift: [0, 6, -10], gain: [1.02, 1.08, 0.88], bend: [2, 6, 0], saturation: 1.12 },
];

const byKey = new Map<string, FilterGrade>();
for (const f of NAMED_FILTERS) {
  byKey.set(f.id, f);
  byKey.set(f.name.toLowerCase(), f);
}

/** Finds a named filter by id ('lapis_lazuli') or name ('Lapis Lazuli'), case-insensitive. */
export function findFilter(idOrName: string): FilterGrade | undefined {
  return byKey.get(idOrName.trim().toLowerCase()) ?? byKey.get(idOrName.trim().toLowerCase().replace(/\s+/g, '_'));
}

export const DEFAULT_FILTER_INTENSITY = 50;

/** Grade stages for a filter at an intensity 0..100 (50 = the look as designed). */
export function filterStages(f: FilterGrade, intensity: number = DEFAULT_FILTER_INTENSITY): GradeStages {
  const t = panelValue(intensity, 0, 100) / 50;
  const mix = (n: number, v: number | undefined) => n + ((v ?? n) - n) * t;
  const st = neutralStages();
  for (let i = 0; i < 3; i++) {
    st.gain[i] = mix(1, f.gain?.[i]);
    st.offset[i] = mix(0, f.lift?.[i]);
    st.bend[i] = mix(0, f.bend?.[i]) * 2; // kernel units: midtone levels x 2
    st.s[i] = mix(0, f.curve?.[i]) / 0.19; // kernel units: peak S-curve levels / 0.19
  }
  st.saturation = mix(1, f.saturation);
  if (f.matrix) st.matrix = f.matrix.map((v, i) => mix(i % 4 === 0 ? 1 : 0, v));
  st.vignette = mix(0, f.vignette);
  return st;
}

/** The kernel parameter block for a named filter; throws for an unknown name. */
export function filterParams(idOrName: string, intensity: number = DEFAULT_FILTER_INTENSITY): GradeParams {
  const f = findFilter(idOrName);
  if (!f) throw new Error(`engine: unknown filter '${idOrName}'`);
  return compileStages(filterStages(f, intensity));
}
