import { Outlet } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { MOCKUP_BASE } from '../dashboard/paths';
import { Navbar, TOOL_LINKS } from '../ui/Navbar';

/**
 * The mockup tool's frame: its own top navbar (brand link, then 'Sign in' or the user menu with
 * 'Your Orders' and 'Logout' once identity is wired). Paths beginning with designmaker do not use
 * this layout, so they never show the mockup navbar.
 */
export function MockupLayout() {
  return (
    <>
      <Navbar brandTo={MOCKUP_BASE} product="Mockups" links={TOOL_LINKS} actions={<AccountActions />} />
      <main>
        <Outlet />
      </main>
    </>
  );
}
