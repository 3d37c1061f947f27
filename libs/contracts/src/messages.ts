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
  streamConflict: (stream: string, expected: number, actual: number) =>
    `Someone else changed this (${stream}) at the same time: expected version ${expected} but found ${actual}. Reload and try again; nothing was saved.`,
} as const;
