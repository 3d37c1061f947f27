import { NavLink, Outlet } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { Navbar } from '../ui/Navbar';
import { useAuth } from '../auth/hooks';
import { dashboardNavFor } from './dashboardNav';
import { DESIGN_BASE } from './paths';
import styles from './TabletScreen.module.css';

/**
 * The tablet screen that replaces the dashboard at 767px or less: one column, no sidebar; the
 * dashboard's sections become a scrolling row of chips above the routed screen, so every section
 * stays reachable on a narrow tablet or a narrow desktop window.
 */
export function TabletScreen() {
  const { user } = useAuth();
  const nav = dashboardNavFor(user !== null, user?.type === 'admin');
  return (
    <div className={styles.shell} data-screen="tablet">
      <Navbar brandTo={DESIGN_BASE} actions={<AccountActions />} />
      <nav aria-label="Dashboard">
        <ul className={styles.chips}>
          {nav.flat().map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={({ isActive }) => (isActive ? `${styles.chip} ${styles.chipActive}` : styles.chip)}>
                <Icon size={16} aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
