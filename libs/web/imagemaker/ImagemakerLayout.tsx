import { Outlet } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { IMAGEMAKER_BASE } from '../dashboard/paths';
import { Navbar, TOOL_LINKS } from '../ui/Navbar';

/** The AI image pages' frame (/imagemaker/start and its history). */
export function ImagemakerLayout() {
  return (
    <>
      <Navbar brandTo={IMAGEMAKER_BASE} product="AI Images" links={TOOL_LINKS} actions={<AccountActions />} />
      <main>
        <Outlet />
      </main>
    </>
  );
}
