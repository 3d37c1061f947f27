import { LogIn } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/Button';
import { TEXTS } from '../ui/texts';

/**
 * The navbar's 'Sign in' button. Sign-in is delegated to an account provider by redirect; until
 * identity is wired it only says so.
 */
export function SignInButton() {
  return (
    <Button variant="primary" onClick={() => toast.info('Sign-in is not available yet.')}>
      <LogIn size={16} aria-hidden />
      {TEXTS.signIn}
    </Button>
  );
}
