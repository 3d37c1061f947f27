// The editor's screen texts, word for word from the spec where it gives them.
export const EDITOR_TEXTS = {
  saved: 'All changes saved',
  saving: 'Saving...',
  unsaved: 'Unsaved changes',
  failed: 'Not saved: retrying after your next change',
  conflict: 'Not saved: changed elsewhere',
  savingOnBack: 'Saving your work, it should take only a few seconds ...',
  somethingWentWrong: 'Something went wrong',
  loading: 'Opening your design',
  viewOnlyPanel: 'You can view this design but not change it. Ask its owner to share it with you as Can Edit to add to it.',
} as const;
