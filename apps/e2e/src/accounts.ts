/** An account with premium credits, made by global-setup with the admin command before the server starts. */
export const BUYER = { email: 'buyer@designmaker.test', password: 'buyer buyer buyer', credits: 10 };
