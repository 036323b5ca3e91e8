import { Box, Center } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '@/ui/FullPageLoader';

/** Sign-in and two-factor pages: no shell, and none of the start-up calls. */
export function PublicLayout() {
  return (
    <Box bg="gray.0" mih="100dvh">
      <Center mih="100dvh" px="md" py="xl">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Center>
    </Box>
  );
}
