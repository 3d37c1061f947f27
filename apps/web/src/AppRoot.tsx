import { isRouteErrorResponse, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { SessionGate } from '@web/auth/SessionGate';
import { MobileNotice } from '@web/ui/MobileNotice';
import { NotFoundScreen } from '@web/ui/NotFoundScreen';
import { TEXTS } from '@web/ui/texts';
import { useDeviceClass } from '@web/ui/device/useDeviceClass';

/**
 * The root of every route. Phones get the spec's notice in place of the whole app (the product is
 * for desktop and tablet; see libs/web/ui/device/classifyDevice.ts for how a phone is recognised).
 * Everything else waits for the session: a loader until the user's details arrive. A new page
 * opens at its top (Back and Forward return to where the person was).
 */
export function AppRoot() {
  const device = useDeviceClass();
  if (device === 'phone') return <MobileNotice />;
  return (
    <SessionGate>
      <Outlet />
      <ScrollRestoration />
    </SessionGate>
  );
}

/** A route that threw: a 404 response is 'Not Found'; anything else is reported plainly. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error(error);
  return (
    <main role="alert" style={{ padding: 32 }}>
      <h1>{TEXTS.somethingWentWrong}</h1>
    </main>
  );
}
