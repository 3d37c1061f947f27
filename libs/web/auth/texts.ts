import { Messages, PASSWORD_MIN_LENGTH } from '../contracts';
import { TEXTS } from '../ui/texts';
import type { SignInMode } from './authSlice';

/**
 * Texts of sign-in, sign-up, the password reset and the user menu. Spec texts are quoted word for
 * word ('Sign in', 'Your Orders', 'Logout', 'You have been Logged Out'); error texts come from the
 * server (libs/contracts Messages).
 */
export const AUTH_TEXTS = {
  signIn: TEXTS.signIn,
  yourOrders: TEXTS.yourOrders,
  logout: 'Logout',
  loggedOut: Messages.loggedOut,
  loadingApp: 'Loading Designmaker',
  close: 'Close',
  accountMenu: (name: string) => `Account menu for ${name}`,

  email: 'Email',
  name: 'Name',
  password: 'Password',
  newPassword: 'New password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,

  loggingIn: 'Logging in...',
  signingUp: 'Creating your account...',
  sending: 'Sending...',
  resetting: 'Saving...',

  forgotPasswordLink: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  backToSignIn: 'Back to sign in',

  sendResetLink: 'Send reset link',
  resetSent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once and expires soon.`,
  setNewPassword: 'Set new password',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
} as const;

/** The modal's heading, description and submit label in each mode. */
export const MODE_TEXTS: Record<SignInMode, { title: string; description: string; submit: string }> = {
  login: { title: 'Sign in', description: 'Welcome back. Sign in to keep designing.', submit: 'Sign in' },
  register: { title: 'Create your account', description: 'Save your designs, upload your own images and keep your brand kit.', submit: 'Sign up' },
  forgot_password: {
    title: 'Forgot your password?',
    description: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
  },
  reset_password: { title: 'Choose a new password', description: 'Your new password replaces the old one and signs you out everywhere.', submit: 'Set new password' },
};
