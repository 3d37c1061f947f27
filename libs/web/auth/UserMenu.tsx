import { ChevronDown, LogOut, Receipt } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { designPaths } from '../dashboard/paths';
import type { User } from '../contracts';
import { AUTH_TEXTS } from './texts';
import { useSignOut } from './useSignOut';
import styles from './UserMenu.module.css';

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The signed-in user's menu in the navbar: their name, then 'Your Orders' and 'Logout'. */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { signOut, signingOut } = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={AUTH_TEXTS.accountMenu(user.name)}>
        <span className={styles.avatar} aria-hidden>
          {initials(user.name)}
        </span>
        <span className={styles.name}>{user.name}</span>
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
          <div className={styles.who}>
            <span className={styles.whoName}>{user.name}</span>
            <span className={styles.whoEmail}>{user.email}</span>
          </div>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={() => navigate(designPaths.orders)}>
            <Receipt size={16} aria-hidden />
            {AUTH_TEXTS.yourOrders}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} disabled={signingOut} onSelect={() => void signOut()}>
            <LogOut size={16} aria-hidden />
            {AUTH_TEXTS.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
