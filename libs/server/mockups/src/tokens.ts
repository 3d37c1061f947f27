/** Where the mockup content lives and its version (the files route checks both). */
export const MOCKUP_CONTENT = Symbol('MOCKUP_CONTENT');
