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
} as const;

export const MAX_IDS_PER_CALL = 100;
