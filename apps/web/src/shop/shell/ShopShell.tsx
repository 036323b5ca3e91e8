import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { ShopFooter } from './ShopFooter';
import { ShopHeader } from './ShopHeader';

export function ShopShell() {
  const { pathname } = useLocation();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <ShopHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py={{ base: 'lg', sm: 40 }}>
          <ErrorBoundary
            resetKey={pathname}
            fallback={(error, reset) => <ErrorDetails error={error} homeHref="/shop" onRetry={reset} />}
          >
            <Suspense fallback={<SectionLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Container>
      </Box>
      <ShopFooter />
    </Box>
  );
}
