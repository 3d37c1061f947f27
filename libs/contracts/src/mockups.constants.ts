// The mockup maker's plain values: prices, sizes, page sizes and the screens' texts (editor §2, §4, §5, §8, §9).

/** Default price of one mockup download (USD). */
export const MOCKUP_DEFAULT_PRICE = 2;
/** The preview is drawn at twice its displayed size; 1200 px wide when the size is not known. */
export const MOCKUP_PREVIEW_WIDTH = 1200;
export const MOCKUP_LISTING_PAGE = 30;
export const MOCKUP_BROWSER_PAGE = 20;
export const MOCKUP_SEARCH_SIZE = 100;
/** Polling of the purchased render. */
export const MOCKUP_RENDER_POLL_MS = 2000;
export const MOCKUP_CROP_ZOOM = { min: 1, max: 100 } as const;
/** Navbar search appears after this much scrolling. */
export const MOCKUP_NAVBAR_SEARCH_SCROLL = 212;
/** Images a mockup's dynamic layer accepts. */
export const MOCKUP_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const MOCKUP_MAX_SAVED = 500;

export const MockupTexts = {
  allMockups: 'All Mockups',
  mockupList: 'Mockup List',
  tryOnAll: (category: string) => `Try out your image on all ${category}`,
  uploadImage: 'Upload Image',
  adjustImage: 'Adjust Image',
  grabFromUrl: 'Grab From Url',
  grabTitle: 'Grab Screenshot from URL',
  urlPlaceholder: 'Enter Image Url',
  go: 'Go',
  chooseColor: 'Choose color',
  apply: 'Apply',
  applyToDesign: 'Apply to design',
  chooseOrUpload: 'choose or upload image',
  cropTitle: 'Crop selected image',
  crop: 'Crop',
  purchaseTitle: 'Purchase and download mockup',
  tryOthers: 'Try your design on other mockups',
  yourSaved: 'Your saved mockups',
  alterFirst: 'Please alter the mockup to enable this feature.',
  loginFirst: 'Please Login to enable this feature.',
  orderPlaced: 'order placed',
  generationFailed: 'Oops! Something went wrong.',
  orderFailed: (email: string) => `Mockup generated failed. Any amount charged will be refunded in 3-4 working days. Contact us at ${email} for any issues.`,
  savedOk: 'Saved successfully!',
  failedToFetch: 'Failed to fetch data',
  downloadNow: 'Download Now',
  noSaved: "You haven't saved any mockups yet.",
  noResults: 'No mockups match your search.',
  searchPlaceholder: 'Search mockups',
} as const;

export const MockupMessages = {
  notFound: (id: string) => `Mockup ${id} not found`,
  savedNotFound: (id: string) => `Saved mockup ${id} not found`,
  unknownLayer: (id: string) => `Invalid value for 'user_images': the mockup has no image layer '${id}'`,
  unknownHueLayer: (id: string) => `Invalid value for 'hue_values': the mockup has no colour layer '${id}'`,
  badImage: (field: string) => `Invalid value for '${field}': a PNG or JPEG image is required`,
  imageTooLarge: (field: string) => `Invalid value for '${field}': images are limited to 25 MB`,
  imageNotYours: (src: string) => `Invalid value for 'user_images': ${src} is not one of your images`,
  noImage: "Invalid value for 'user_images': place an image on the mockup first",
  renderNotReady: 'The mockup is still being rendered',
  renderFailed: (reason: string) => `The mockup could not be rendered: ${reason}`,
  notMockupOrder: (id: string) => `Order ${id} has no mockup at that index`,
  tooManySaved: 'You have saved the most mockups allowed; delete some first',
} as const;

/** The product scope a plan needs to download mockups without paying. */
export const MOCKUPMAKER_SCOPE = 'mockupmaker';

/** A plan user of the mockup maker (an admin, or an active paid plan whose scope includes it): mockups skip payment. */
export function hasMockupPlan(u: { type: string; subscription?: { sub_status: boolean; sub_free_plan: boolean; scope: readonly string[] } | null }): boolean {
  if (u.type === 'admin') return true;
  const s = u.subscription;
  return !!s && s.sub_status && !s.sub_free_plan && s.scope.includes(MOCKUPMAKER_SCOPE);
}
