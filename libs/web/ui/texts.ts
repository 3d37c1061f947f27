import { Messages } from '../contracts';

/**
 * Screen texts of the web shell, quoted word for word from the spec
 * (shared/spec/library-and-dashboard.md and editor-and-tools.md). One place to grep; texts the
 * server shares (errors, notices) come from libs/contracts Messages.
 */
export const TEXTS = {
  notFound: Messages.notFoundRoute,
  mobileNotSupported: Messages.mobileNotSupported,
  unauthorized: Messages.unauthorized,
  somethingWentWrong: Messages.somethingWentWrongSad,
  dashboardHeading: 'WHAT WOULD YOU LIKE TO DESIGN?',
  dashboardSearchPrompt: 'Try "Business Card"',
  allDesigns: 'All your designs',
  sharedWithYou: 'Shared with you',
  navSharedWithMe: 'Shared with me',
  navPurchases: 'Purchases',
  folders: 'Folders',
  photoFolders: 'Photo Folders',
  designFolders: 'Design Folders',
  yourOrders: 'Your Orders',
  mockupList: 'Mockup List',
  authenticating: 'Authenticating...',
  saveStatusSaved: 'All changes saved',
  wizardChooseFormat: 'Please choose a format to begin',
  brandKitLogos: 'Logos',
  brandKitPalettes: 'Color Palettes',
  brandKitTypography: 'Typography',
  signIn: 'Sign in',
  back: 'Back',
  aiDescribePlaceholder: 'Describe the image you looking for here',
  aiGenerate: 'Generate (1 credit)',
  aiEmpty: 'No photo. Click Generate to start',
} as const;
