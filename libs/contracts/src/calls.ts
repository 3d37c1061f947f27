/** Call paths, as the spec names them. Both sides import these instead of spelling paths twice. */
export const Calls = {
  health: 'health',
  systemInstallation: 'system/installation',
} as const;
export type CallPath = (typeof Calls)[keyof typeof Calls];
