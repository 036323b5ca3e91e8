import { Center } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorDetails } from './ErrorDetails';

/** The router's error element: anything thrown while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const homeHref = pathname.startsWith('/admin/v2') ? '/admin/v2' : '/shop';
  const normalised = isRouteErrorResponse(error)
    ? Object.assign(new Error(error.statusText), { status: error.status })
    : error;
  return (
    <Center mih="100dvh">
      <ErrorDetails error={normalised} homeHref={homeHref} />
    </Center>
  );
}
