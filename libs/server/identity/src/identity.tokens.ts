export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
export const MAILER = Symbol('MAILER');
