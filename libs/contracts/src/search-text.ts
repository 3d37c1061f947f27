// What search understands of what people type, shared by the server's engines and the browser's
// suggestions (zod-free): short forms and other words for the catalog's words, and typo tolerance
// as Elasticsearch's `fuzziness: AUTO`.

// Short forms and other words people type for what the catalog calls by name, as one maintained
// list: the embedded engine expands a typed word into these at query time, Elasticsearch gets them
// as a search-time synonym_graph filter ('bday => bday, birthday'), the dashboard's suggestions use
// them too. Keys are typed words (folded, lower case); values the catalog's words. Add to it from
// what people search for and do not find (the judged queries test keeps it honest).
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  bday: ['birthday'],
  birthdays: ['birthday'],
  cv: ['resume'],
  resume: ['cv'],
  insta: ['instagram'],
  ig: ['instagram'],
  gram: ['instagram'],
  yt: ['youtube'],
  fb: ['facebook'],
  tw: ['twitter'],
  x: ['twitter'],
  tweet: ['twitter'],
  li: ['linkedin'],
  pin: ['pinterest'],
  biz: ['business'],
  bizcard: ['business card'],
  invite: ['invitation'],
  invites: ['invitation'],
  slides: ['presentation'],
  slide: ['presentation'],
  deck: ['presentation'],
  ppt: ['presentation'],
  pres: ['presentation'],
  xmas: ['christmas'],
  thx: ['thank'],
  ty: ['thank you'],
  thanks: ['thank'],
  grad: ['graduation'],
  congrats: ['congratulation'],
  anniv: ['anniversary'],
  promo: ['promotion', 'sale'],
  ad: ['advertisement', 'banner'],
  ads: ['advertisement', 'banner'],
  advert: ['advertisement'],
  bbq: ['barbecue'],
  mom: ['mother'],
  mum: ['mother'],
  dad: ['father'],
  pic: ['photo'],
  pics: ['photo'],
  picture: ['photo'],
  thumb: ['thumbnail'],
  cert: ['certificate'],
  info: ['infographic'],
  newsletter: ['email'],
  mail: ['email'],
  restaurant: ['menu', 'food'],
  cafe: ['coffee'],
  coffee: ['cafe'],
  wallpaper: ['background'],
  bg: ['background'],
  quote: ['quotes'],
  qr: ['qr code'],
  vlog: ['youtube'],
  reel: ['instagram reel', 'story'],
  reels: ['instagram reel', 'story'],
  tiktok: ['tiktok video', 'story'],
  shop: ['store', 'sale'],
  ecommerce: ['store', 'sale'],
  logos: ['logo'],
  flier: ['flyer'],
  leaflet: ['flyer'],
  brochure: ['flyer'],
  postcard: ['card'],
  bookmark: ['book'],
  ebook: ['book cover'],
};

/**
 * Elasticsearch's `fuzziness: AUTO`: no edit for terms of 1-2 characters, one for 3-5, two beyond.
 */
export function autoFuzziness(term: string): number {
  return term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment, what Lucene's fuzzy
 * query counts with transpositions on), or max + 1 as soon as it must exceed `max`.
 */
// three rows reused by every call (words are short; longer ones get rows of their own)
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && prev2[j - 2] + 1 < v) v = prev2[j - 2] + 1;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}
