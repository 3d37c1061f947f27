// Synthetic template corpus for search benchmarks: design words with a Zipf distribution, shaped
// like the seed templates (category, keywords, name, design text).
import type { SearchDocument } from '../../libs/server/platform/src/search/embedded/search-index.js';

const BASE = `business card poster flyer invitation wedding birthday party menu cafe restaurant resume cv
 modern minimal bold elegant floral vintage retro neon summer winter spring autumn sale discount
 instagram facebook story post youtube thumbnail banner logo certificate award diploma brochure
 newsletter presentation slide report infographic calendar planner sticker label tag coupon voucher
 gift christmas halloween easter valentine graduation baby shower fitness gym yoga travel food pizza
 burger coffee tea bakery music concert festival dj club fashion beauty salon spa real estate house
 home interior design agency marketing startup tech corporate finance church school kids education
 sports football basketball running charity fundraiser event webinar podcast quote motivation love
 family friends pet dog cat nature green blue red pink gold black white pastel watercolor geometric
 abstract gradient photo collage frame border pattern texture script handwritten typography clean`.split(/\s+/).filter(Boolean);

function rng(seed: number) {
  return () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** 5,000-word vocabulary: the real design words first (most frequent), then synthetic ones. */
export function vocabulary(): string[] {
  const syll = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'to', 'vi', 'zen', 'qua', 'bri', 'dor', 'fel', 'gan', 'hul', 'jor'];
  const out = [...BASE];
  for (let i = 0; out.length < 5000; i++) out.push(syll[i % 16] + syll[(i >> 4) % 16] + syll[(i >> 8) % 16] + (i >> 12 || ''));
  return out;
}

export function zipfSampler(n: number, seed: number) {
  const r = rng(seed);
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cdf[i] = sum += 1 / (i + 1);
  return () => {
    const x = r() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export function corpus(size: number, seed = 1): SearchDocument[] {
  const vocab = vocabulary();
  const z = zipfSampler(vocab.length, seed);
  const r = rng(seed + 1);
  const words = (k: number) => Array.from({ length: k }, () => vocab[z()]).join(' ');
  return Array.from({ length: size }, (_, i) => ({
    id: String(i),
    text: { 'categories.name': words(2), keywords: words(3 + Math.floor(r() * 5)).replace(/ /g, ', '), name: words(2 + Math.floor(r() * 3)), design_text: words(5 + Math.floor(r() * 25)) },
    filters: { active: r() < 0.95, category: String(Math.floor(r() * 120)) },
  }));
}

/** Two-word queries drawn from the same distribution (people search for common words). */
export function queries(count: number, seed = 42): string[] {
  const vocab = vocabulary();
  const z = zipfSampler(vocab.length, seed);
  return Array.from({ length: count }, () => `${vocab[z()]} ${vocab[z()]}`);
}
