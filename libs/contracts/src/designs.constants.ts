/** The saved-designs wire's plain values (no zod); designs.ts re-exports them. */
export const DesignMessages = {
  notFound: 'That design does not exist or you do not have access to it.',
  templateNotFound: 'That template does not exist.',
  invalidThumbnail: 'The thumbnail is not a readable png, jpeg or webp image.',
  alreadyExists: 'A design with this id already exists.',
  nameRequired: 'A design needs a name.',
  nameTooLong: (max: number) => `A design name can be at most ${max} characters.`,
  claimRefused: 'This design was started by someone else and cannot be claimed.',
  claimNeedsSignIn: 'Please sign in to keep this design.',
  saveConflict: (yours: number, current: number) =>
    `This design was changed elsewhere (you edited version ${yours}, the saved one is version ${current}). Your changes were not saved; reload to see the latest version.`,
  invalidDesignFile: (problem: string) => `The design could not be saved: ${problem}`,
  tooManyIds: (max: number) => `At most ${max} designs at a time.`,
  viewOnly: 'You can only view this design: ask its owner for edit access.',
  ownerOnly: "Only the design's owner can do that.",
  cannotShareWithSelf: 'You own this design already; invite someone else.',
} as const;

export const MAX_IDS_PER_CALL = 100;

/** Bulk edit (editor §3, §4, §5, §9): the sheet's limits, the previews' base width and its texts. */
export const BULK_EDIT = {
  previewWidth: 169,
  startRows: 20,
  spareRows: 3,
  maxRows: 100,
  maxLabels: 20,
  maxLabelLength: 40,
} as const;

export const BulkTexts = {
  uniqueNames: 'Labels must have unique names',
  fillFirst: 'Fill in data first to preview designs',
  saved: 'Saved to folder!',
  fillInData: 'FILL IN DATA',
  generate: 'GENERATE',
  bulkLabel: 'Bulk Label',
  manageLabels: 'Manage Labels',
  addData: 'Add data',
  saveFailed: 'Something went wrong.',
  needFolder: 'Choose a folder to save the designs in.',
  emptyLabel: 'Type a name for the label.',
  signIn: 'Please log in to use this feature',
} as const;
/** People one invitation may name. */
export const MAX_SHARE_EMAILS = 50;

/** Sharing texts (library §2, §8; editor §4, §8). */
export const ShareTexts = {
  modalTitle: 'Share your design',
  emailsPlaceholder: 'Type one or more emails',
  canView: 'Can View',
  canEdit: 'Can Edit',
  sendInvites: 'Send Invites',
  linkCanEdit: 'Anyone with link can edit',
  linkCanView: 'Anyone with link can view',
  enableLink: 'Enable Link Sharing',
  disableLink: 'Disable Link Sharing',
  shared: 'design shared successfully!',
  shareFailed: 'Unable to share, something went wrong',
  linkEnabled: 'Link Sharing Enabled',
  linkDisabled: 'Link Sharing Disabled',
  chooseRights: 'Please choose edit or view rights',
  linkFailed: 'something went wrong',
  linkCopied: 'Link copied to clipboard',
  noSharedDesigns: "You don't have any designs shared with you",
  needEmail: 'Type at least one e-mail address to invite.',
  invitationSubject: (inviter: string, design: string) => `${inviter} shared "${design}" with you on Designmaker`,
  invitationText: (inviter: string, design: string, role: 'view' | 'edit', link: string) =>
    `${inviter} invited you to ${role === 'edit' ? 'edit' : 'view'} the design "${design}" on Designmaker.\n\nOpen it here: ${link}\n\nNo account yet? Sign up with this e-mail address and the design will be waiting under "Shared with you".`,
} as const;
