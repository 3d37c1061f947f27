import { DESIGN_BASE, MOCKUP_BASE } from '../dashboard/paths';

/**
 * Screens that exist only for signed-in users (library-and-dashboard.md sections 2 and 6):
 * brand-kit, design-orders, shared-designs, folders and all-designs are not registered for
 * visitors ('Not Found'); the orders pages send visitors to {design_base}.
 */
const SIGNED_IN_ONLY = ['brand-kit', 'design-orders', 'shared-designs', 'folders', 'all-designs', 'orders'].map(
  (section) => `${DESIGN_BASE}/${section}`,
);
const MOCKUP_ORDERS = `${MOCKUP_BASE}/orders`;

/** True for a path a visitor cannot see, so signing out there leaves for {design_base}. */
export function isSignedInOnlyPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return [...SIGNED_IN_ONLY, MOCKUP_ORDERS].some((base) => path === base || path.startsWith(`${base}/`));
}
