/**
 * Every user-facing message has exactly one definition, here. Texts quoted by the spec are kept
 * word for word; the others say plainly what went wrong.
 */
export const Messages = {
  // spec texts
  notFoundRoute: 'Not Found',
  serverCallFailed: 'Server call failed with error --',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongSad: 'Something went wrong :/',
  unauthorized: 'Unauthorized',
  mobileNotSupported:
    'Designmaker is not supported on mobile devices. Please switch to desktop or tablet for the best experience.',
  loggedOut: 'You have been Logged Out',

  // wire and platform
  internalError: 'The server could not complete this request. Nothing was changed; please try again.',
  unknownCall: (path: string) => `There is no call named '${path}'.`,
  invalidJson: 'The request body is not valid JSON.',
  invalidField: (field: string, problem: string) => `Invalid value for '${field}': ${problem}`,
  payloadTooLarge: (limit: string) => `The request is too large. The limit is ${limit}.`,
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  foreignOrigin: 'This request came from another site and was refused.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  // identity: accounts, sessions, credits
  enterName: 'Please enter your name.',
  enterEmail: 'Please enter your email address.',
  enterValidEmail: 'Please enter a valid email address, like name@example.com.',
  enterPassword: 'Please enter your password.',
  choosePassword: (min: number) => `Please choose a password of at least ${min} characters.`,
  invalidCredentials: 'The email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  resetLinkInvalid: 'This password reset link is invalid, expired or already used. Please ask for a new one.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManySignIns: (minutes: number) => `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyResets: (minutes: number) => `Too many password reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  oidcNotConfigured: 'Sign-in with an external account provider is not configured on this server.',
  oidcFailed: 'Sign-in with the account provider did not complete. Please try again.',
  oidcNoEmail: 'The account provider did not share a verified email address, so no account could be made.',
  passwordSignInUnavailable: 'This account signs in through the account provider; it has no password here.',
  notEnoughCredits: (balance: number, wanted: number) =>
    `Not enough credits: ${wanted} needed, ${balance} left. Nothing was charged.`,
  invalidCreditAmount: 'The number of credits must be a whole number greater than 0.',
  userNotFound: (who: string) => `There is no user ${who}.`,
  resetMailSubject: 'Reset your Designmaker password',
  resetMailText: (link: string, minutes: number) =>
    `Someone asked to reset the password of your Designmaker account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
  // catalog: categories, templates, design resources, tags
  catalogNotFound: (what: string, key: string) => `There is no ${what} ${key}.`,
  photoProviderUnavailable: (provider: string, status?: number) => `${provider} photos are not available right now${status ? ` (it answered ${status})` : ''}. Try again later.`,
  catalogExists: (what: string, id: string) => `The ${what} ${id} already exists.`,
  catalogNameRequired: (what: string) => `A ${what} needs a name.`,
  searchUnavailable: 'Search is not available right now. Please try again in a moment.',
  // rendering
  renderDesignInvalid: (problem: string) => `The design could not be rendered: ${problem}`,
  renderFailed: (reason: string) => `Rendering failed: ${reason}`,
  renderAssetMissing: (src: string) => `The export stopped: the image '${src.length > 120 ? `${src.slice(0, 117)}...` : src}' could not be loaded. Replace or remove it and try again.`,
  imageProxyBadUrl: "The image address must be a full http or https link.",
  imageProxyForbiddenHost: 'That image address points inside a private network and cannot be fetched.',
  imageProxyNotImage: 'That address does not serve an image (png, jpg, gif, webp, svg, avif or bmp).',
  imageProxyTooLarge: (max: number) => `That image is too large; the limit is ${Math.round(max / 1024 / 1024)} MB.`,
  imageProxyTooManyRedirects: 'That image address redirects too many times.',
  imageProxyUpstream: (status: number) => `The image could not be fetched (the other site answered ${status}).`,
  imageProxyTimeout: 'The image took too long to arrive.',
  imageProxyUnreachable: 'The image could not be fetched: the other site did not answer.',
  renderAbandoned: 'Rendering failed: the server stopped before this render finished. Please start it again.',
  renderTooLarge: (width: number, height: number, limit: number) =>
    `The render would be ${width}x${height} pixels; the limit is ${limit} million pixels. Choose a smaller size.`,
  renderPageMissing: (page: number, pages: number) => `The design has ${pages} page(s); there is no page ${page + 1} to render.`,
  renderNotAnimated: "The design has no animation: MP4 needs an animated page or element.",
  renderNotFound: (id: string) => `There is no render with id '${id}'.`,
  renderNotReady: (id: string) => `The render '${id}' is not finished yet; try again in a moment.`,
  tooManyRenders: (max: number) => `You already have ${max} renders waiting. Please wait for them to finish and try again.`,
  tooManyPhotoSearches: (minutes: number) => `Too many photo searches in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyRenderCalls: (minutes: number) => `Too many renders in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  renderCrashed: 'The renderer stopped while drawing this design. Other renders are not affected; please try again.',
  streamConflict: 'Someone else changed this at the same time. Reload and try again; nothing was saved.',
} as const;
