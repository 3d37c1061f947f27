import { LogIn } from 'lucide-react';
import { Button } from '../ui/Button';
import { AUTH_TEXTS } from './texts';
import { useSignIn } from './useSignIn';

/** The navbar's 'Sign in' button for visitors: the sign-in modal, or the account provider. */
export function SignInButton() {
  const signIn = useSignIn();
  return (
    <Button variant="primary" onClick={() => signIn('login')}>
      <LogIn size={16} aria-hidden />
      {AUTH_TEXTS.signIn}
    </Button>
  );
}
