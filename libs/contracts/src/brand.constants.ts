// The brand kit's plain values and texts (editor §2 Brand kit page, §5, §8, §9; library §2).

export const BRAND_PALETTE_SIZE = 5;
export const BRAND_MAX_PALETTES = 50;
export const BRAND_MAX_LOGOS = 50;
export const BRAND_MAX_FONTS = 50;
export const BRAND_LOGO_MAX_BYTES = 10 * 1024 * 1024;
export const BRAND_FONT_MAX_BYTES = 15 * 1024 * 1024;
export const BRAND_FONT_EXTENSIONS = ['woff2', 'woff', 'ttf', 'otf'] as const;
/** Font set sizes (heading, sub heading, paragraph). */
export const FONT_SET_SIZES = [31, 15, 12] as const;

export const BrandTexts = {
  logos: 'Logos',
  palettes: 'Color Palettes',
  typography: 'Typography',
  addPalette: 'Add New Color Palette',
  paletteRule: 'You must add 5 colors and set a name',
  noFonts: 'No fonts selected',
  noPalettesAdded: 'No color palettes added',
  noFontSets: 'You have no font sets',
  noPalettes: 'You have no color palettes',
  loadingPalettes: 'Loading brand kit color palettes',
  brandKitPalettes: 'Brand Kit Palettes',
  noMore: 'No more results.',
  deleteTitle: (item: string) => `Delete ${item}`,
  deleteQuestion: (item: string) => `Are you sure want to delete this ${item} ?`,
  uploadLogo: 'Upload logo',
  uploadFont: 'Upload custom font',
  customizeFont: 'Customize font',
  chooseFonts: 'Choose fonts',
  choosePalette: 'Choose color palette',
  seeAll: 'See All',
  name: 'Name',
  uploadFile: 'Upload File',
  noLogos: 'No logos added',
  somethingWrong: 'something went wrong',
  inviteSubject: (team: string) => `You have been invited to ${team} on Designmaker`,
  inviteText: (team: string, role: 'view' | 'edit', link: string) =>
    `You have been invited to ${role === 'edit' ? 'use and edit' : 'use'} the brand kit of ${team}.\n\nSign in or create your account with this e-mail address, then open ${link}\n`,
} as const;

export const BrandMessages = {
  paletteRule: "Invalid value for 'brand_kit': You must add 5 colors and set a name",
  badColour: (c: string) => `Invalid value for 'brand_kit': '${c.slice(0, 20)}' is not a colour like #a1b2c3`,
  noTeam: 'You have no team with a brand kit',
  teamNotFound: (id: string) => `Team ${id} not found`,
  viewOnly: 'You can view this brand kit but not change it',
  ownerOnly: 'Only the team owner can invite or remove members',
  badLogo: "Invalid value for 'file': a PNG, JPEG or SVG image is required for a logo",
  badFont: "Invalid value for 'file': not a font file (woff2, woff, ttf or otf)",
  fileTooLarge: (mb: number) => `Invalid value for 'file': files are limited to ${mb} MB`,
  noFile: "Invalid value for 'file': a file is required",
  unknownFont: (id: string) => `Invalid value for 'font_uploads': ${id} is not one of the team's fonts`,
  fileNotFound: 'Brand file not found',
  selfInvite: "Invalid value for 'email': that is you",
} as const;

/** The 20 fixed font sets of the Brand Kit tab: heading, sub heading, paragraph. */
export const FONT_SETS: { name: string; fonts: [string, string, string] }[] = [
  { name: 'Classic', fonts: ['Playfair Display', 'Lato', 'Lato'] },
  { name: 'Modern', fonts: ['Montserrat', 'Open Sans', 'Open Sans'] },
  { name: 'Bold', fonts: ['Anton', 'Roboto', 'Roboto'] },
  { name: 'Elegant', fonts: ['Cormorant Garamond', 'Raleway', 'Raleway'] },
  { name: 'Friendly', fonts: ['Poppins', 'Nunito', 'Nunito'] },
  { name: 'Editorial', fonts: ['Merriweather', 'Source Sans 3', 'Source Sans 3'] },
  { name: 'Tech', fonts: ['Oswald', 'Inter', 'Inter'] },
  { name: 'Retro', fonts: ['Abril Fatface', 'Lato', 'Lato'] },
  { name: 'Clean', fonts: ['Raleway', 'Roboto', 'Roboto'] },
  { name: 'Serif pair', fonts: ['Lora', 'Merriweather', 'Merriweather'] },
  { name: 'Headline', fonts: ['Bebas Neue', 'Montserrat', 'Montserrat'] },
  { name: 'Soft', fonts: ['Quicksand', 'Nunito', 'Nunito'] },
  { name: 'Magazine', fonts: ['Playfair Display', 'Montserrat', 'Montserrat'] },
  { name: 'Startup', fonts: ['Poppins', 'Inter', 'Inter'] },
  { name: 'Literary', fonts: ['Cormorant Garamond', 'Lora', 'Lora'] },
  { name: 'Poster', fonts: ['Anton', 'Oswald', 'Lato'] },
  { name: 'Minimal', fonts: ['Inter', 'Inter', 'Inter'] },
  { name: 'Warm', fonts: ['Merriweather', 'Lato', 'Lato'] },
  { name: 'Playful', fonts: ['Pacifico', 'Quicksand', 'Quicksand'] },
  { name: 'Corporate', fonts: ['Roboto', 'Open Sans', 'Open Sans'] },
];
