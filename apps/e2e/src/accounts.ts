/** An account with premium credits, made by global-setup with the admin command before the server starts. */
export const BUYER = { email: 'buyer@designmaker.test', password: 'buyer buyer buyer', credits: 10 };
/** An admin (the audit console) and a designer (template authoring), made the same way. */
export const ADMIN = { email: 'admin@designmaker.test', password: 'admin admin admin', name: 'Ada Admin' };
/** A Pro subscriber of both tools (magic resize, suggestions, the wizard, mockups without paying). */
export const SUBSCRIBER = { email: 'pro@designmaker.test', password: 'pro pro pro pro', name: 'Pat Pro' };
export const DESIGNER = { email: 'designer@designmaker.test', password: 'designer designer', name: 'Dee Designer' };
/** An account with AI image credits (the AI image maker's tests against the images API stand-in). */
export const AI_MAKER = { email: 'ai@designmaker.test', password: 'ai maker ai maker', name: 'Ida Images', credits: 3 };
