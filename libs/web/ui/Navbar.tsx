import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Brand } from './Brand';
import styles from './Navbar.module.css';

export interface NavbarLink {
  to: string;
  label: string;
  /** Match the path exactly (for tool homes that prefix other links). */
  end?: boolean;
}

/**
 * The top navbar: brand on the left, the tools, then `actions` (the 'Sign in' button for now) on
 * the right.
 */
export function Navbar({
  brandTo,
  product,
  links = [],
  actions,
  children,
}: {
  brandTo?: string;
  product?: string;
  links?: NavbarLink[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.navbar}>
      <Brand to={brandTo} product={product} />
      {links.length > 0 ? (
        <nav aria-label="Tools">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
      <div className={styles.spacer} />
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}

/** The three tools, linked from every navbar. */
export const TOOL_LINKS: NavbarLink[] = [
  { to: '/designmaker/start', label: 'Designs' },
  { to: '/mockupmaker/start', label: 'Mockups' },
  { to: '/imagemaker/start', label: 'AI Images' },
];
