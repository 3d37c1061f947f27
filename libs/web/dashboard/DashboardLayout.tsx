import { Fragment } from 'react';
import { NavLink, Outlet } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { Navbar, TOOL_LINKS } from '../ui/Navbar';
import { useDeviceClass } from '../ui/device/useDeviceClass';
import { useAuth } from '../auth/hooks';
import { dashboardNavFor } from './dashboardNav';
import { DESIGN_BASE } from './paths';
import { useClaimUnsavedDesigns } from './useClaimUnsavedDesigns';
import { TabletScreen } from './TabletScreen';
import styles from './DashboardLayout.module.css';

/**
 * Everything "rendered by the dashboard" (library-and-dashboard.md section 2): navbar, section
 * sidebar and the routed screen. At 767px or less the tablet screen replaces it.
 */
export function DashboardLayout() {
  const device = useDeviceClass();
  useClaimUnsavedDesigns();
  const { user } = useAuth();
  if (device === 'narrow') return <TabletScreen />;
  const nav = dashboardNavFor(user !== null, user?.type === 'admin');

  return (
    <div className={styles.shell}>
      <Navbar brandTo={DESIGN_BASE} links={TOOL_LINKS} actions={<AccountActions />} />
      <div className={styles.body}>
        <aside className={styles.sidebar}>
          <nav aria-label="Dashboard">
            {nav.map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? <div className={styles.navDivider} role="separator" /> : null}
                <ul className={styles.navList}>
                  {group.map(({ to, label, icon: Icon, end }) => (
                    <li key={to}>
                      <NavLink
                        to={to}
                        end={end}
                        className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink)}
                      >
                        <Icon size={20} aria-hidden />
                        {label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </nav>
        </aside>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
