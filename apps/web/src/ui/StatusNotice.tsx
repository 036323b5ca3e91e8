import { Alert, type AlertProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Saved" and the like beside a form's button: small, green, read out when it appears. */
export function SavedText({ children }: { children: ReactNode }) {
  return (
    <Text c="teal" size="sm" role="status">
      {children}
    </Text>
  );
}

/** A change that went through, said in a green box above what changed; read out when it appears. */
export function DoneAlert({
  children,
  ...props
}: { children: ReactNode } & Omit<AlertProps, 'color' | 'variant'>) {
  return (
    <Alert color="teal" variant="light" role="status" {...props}>
      {children}
    </Alert>
  );
}
