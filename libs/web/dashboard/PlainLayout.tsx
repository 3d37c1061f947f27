import { Outlet } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { Navbar, TOOL_LINKS } from '../ui/Navbar';
import { DESIGN_BASE } from './paths';
import { useClaimUnsavedDesigns } from './useClaimUnsavedDesigns';

/** Public pages of the design tool (template page, share page): the navbar, no sidebar. */
export function PlainLayout() {
  useClaimUnsavedDesigns();
  return (
    <>
      <Navbar brandTo={DESIGN_BASE} links={TOOL_LINKS} actions={<AccountActions />} />
      <main>
        <Outlet />
      </main>
    </>
  );
}
