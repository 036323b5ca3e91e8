import {
  Anchor,
  type AnchorProps,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the sign-in, recovery, reset and two-factor screens. */
export function AuthCard({ children, width = 420 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Stack w="100%" maw={width} gap="lg">
      <Stack gap={4} ta="center">
        <Text fw={800} fz={28} c="indigo.7" lh={1.1}>
          {t('app.name')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('admin.auth.login.subtitle')}
        </Text>
      </Stack>
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="sm" radius="lg">
        {children}
      </Paper>
    </Stack>
  );
}

/** The heading of an auth card's screen. */
export function AuthTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz="h3">
      {children}
    </Title>
  );
}

/** An auth card's form: its heading over its fields and buttons; the browser's own checks are off. */
export function AuthForm({
  title,
  onSubmit,
  children,
}: {
  title: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <AuthTitle>{title}</AuthTitle>
        {children}
      </Stack>
    </form>
  );
}

/** The sign-in address field (the password managers' user name), required. */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type' | 'autoComplete' | 'required'>) {
  const { t } = useTranslation();
  return (
    <TextInput label={t('fields.email.label')} type="email" autoComplete="username" required {...props} />
  );
}

/** A required password field whose show-and-hide button is named in the reader's language. */
export function PasswordField(props: Omit<PasswordInputProps, 'visibilityToggleButtonProps' | 'required'>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('fields.password.toggleVisibility') }}
      required
      {...props}
    />
  );
}

/** A small link-looking button under an auth form (forgot password, back, sign out). */
export function AuthLinkButton({
  children,
  ...props
}: { children: ReactNode } & AnchorProps & { onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" {...props}>
      {children}
    </Anchor>
  );
}
