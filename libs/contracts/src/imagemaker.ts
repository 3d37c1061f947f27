/**
 * AI images (editor §2 "AI image screens", §3, §4 "AI panel", §5, §7 "AI images", §8): the calls,
 * their answers and the screen texts. The calls take a bearer-style Authorization header (a
 * short-lived token the cookie session issues at auth/token), not cookies.
 */
export const ImagemakerCalls = {
  /** GET → {configured, model}: whether a text-to-image provider is set up (no sign-in needed). */
  config: 'imagemaker/config',
  /** POST {prompt, model?} → {images: [{imageUrl, width, height}], userPrompt, id}: one image, one credit. */
  generate: 'imagemaker/text-to-image/generate',
  /** GET → {balance}. */
  balance: 'imagemaker/auth/userBalance',
  /** GET ?perPage=15&page=n → data [items], pagination {page, totalPages}. */
  history: 'imagemaker/history',
  /** GET imagemaker/history/{id} → one item. */
  historyItem: 'imagemaker/history/',
} as const;

/** POST auth/token (cookie session) → {token, expires_at}: the bearer token for the imagemaker calls. */
export const BEARER_TOKEN_CALL = 'auth/token';

export const IMAGEMAKER = {
  historyPerPage: 15,
  creditsPerImage: 1,
  maxPromptLength: 1000,
  /** Bearer tokens live this long (seconds). */
  tokenSeconds: 300,
} as const;

export interface AiImage { imageUrl: string; width: number; height: number }
export interface AiImageItem { id: string; userPrompt: string; images: AiImage[]; createdAt: string }
export interface AiHistoryPage { data: AiImageItem[]; pagination: { page: number; totalPages: number; total: number } }
export interface ImagemakerConfig { configured: boolean; model: string | null }

export const ImagemakerTexts = {
  describe: 'Describe the image you looking for here',
  generate: 'Generate (1 credit)',
  generateToggle: 'Generate',
  balanceTooltip: 'AI Credit Balance',
  empty: 'No photo. Click Generate to start',
  emptyPrompt: 'Please provide some description of your desired image',
  outOfCredit: "It seems you're out of credit",
  outOfCreditHelp: 'To keep enjoying uninterrupted service, please update your plan',
  loginToContinue: 'Login to continue..',
  loginHelp: 'Please login to enjoy this feature',
  generateFailed: 'Error generating your image',
  fetchFailed: 'Error fetching your data',
  notConfigured: 'AI images are not set up on this server',
  notConfiguredHelp: 'An admin sets IMAGE_API_URL (an OpenAI-compatible images API: a hosted service, or a self-hosted server such as LocalAI), with IMAGE_API_KEY and IMAGE_MODEL, and restarts the server.',
  timeout: 'The image service did not answer in time. Your credit was given back.',
  busy: (seconds: number) => `The image service is busy: try again in ${seconds} s. Your credit was given back.`,
  refused: 'The image service refused this description (its content policy). Your credit was given back.',
  failed: 'The image service failed to make the image. Your credit was given back.',
  notFound: 'That image does not exist.',
} as const;
