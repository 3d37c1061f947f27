import { useAuth } from './hooks';
import { SignInButton } from './SignInButton';
import { UserMenu } from './UserMenu';

/** The navbar's right side: 'Sign in' for a visitor, the user-name menu when signed in. */
export function AccountActions() {
  const { user } = useAuth();
  return user ? <UserMenu user={user} /> : <SignInButton />;
}
