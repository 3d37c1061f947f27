// Short forms and other words people type for what the catalog calls by name, as one maintained
// list for both engines: the embedded engine expands a typed word into these at query time, and
// Elasticsearch gets the same list as a search-time synonym_graph filter ('bday => bday, birthday').
// Keys are typed words (folded, lower case); values the catalog's words. Add to it from what
// people search for and do not find (the judged queries test keeps it honest).
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

/** The other words a typed word stands for (none when it has no entry). */
export function synonymsOf(word: string): readonly string[] | undefined {
  const alts = SYNONYMS[word];
  return alts && alts.length ? alts : undefined;
}

/** The list as Elasticsearch's synonym rules (Solr format), keeping the typed word: 'bday => bday, birthday'. */
export function elasticsearchSynonymRules(): string[] {
  return Object.entries(SYNONYMS).filter(([, alts]) => alts.length).map(([word, alts]) => `${word} => ${[word, ...alts].join(', ')}`);
}
