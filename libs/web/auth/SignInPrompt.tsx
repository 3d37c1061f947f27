import { LogIn } from 'lucide-react';
import { Button } from '../ui/Button';
import styles from '../ui/Notice.module.css';
import { useSignIn } from './useSignIn';

/** What each signed-in-only section keeps, in the visitor's words. */
const SECTIONS: Record<string, string> = {
  'all-designs': 'Your designs',
  'shared-designs': 'Designs shared with you',
  folders: 'Your folders',
  'brand-kit': 'Your brand kit',
  'design-orders': 'Your orders',
};

/**
 * A signed-in-only screen seen by a visitor: the section is not theirs yet (the route is 'Not
 * Found' for visitors, library-and-dashboard.md section 2), so say so and offer sign-in and sign-up
 * right there instead of a bare 'Not Found'. After signing in, last_url brings them back here.
 */
export function SignInPrompt() {
  const signIn = useSignIn();
  const section = window.location.pathname.split('/').filter(Boolean)[2] ?? '';
  const what = SECTIONS[section] ?? 'This page';
  return (
    <main className={styles.notice}>
      <title>Sign in · Designmaker</title>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden>
          <LogIn size={28} />
        </span>
        <h1 className={styles.title}>{`${what} ${what.endsWith('s') ? 'are' : 'is'} kept in your account`}</h1>
        <p className={styles.message}>Sign in, or create a free account, to see it. You will come back right here.</p>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button variant="primary" onClick={() => signIn('login')}>
            Sign in
          </Button>
          <Button variant="secondary" onClick={() => signIn('register')}>
            Create an account
          </Button>
        </div>
      </div>
    </main>
  );
}
