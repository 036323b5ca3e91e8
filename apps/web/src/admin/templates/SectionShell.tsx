import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedText } from '@/ui/StatusNotice';

/** A settings tab's title, submit and save state, as `useSectionForm` gives them. */
export type SectionFrame = {
  title: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  problem: string | null;
  saved: boolean;
  saving: boolean;
  readOnly: boolean;
};

/** The frame of a settings tab: title, what it is for, the fields, and the save row. */
export function SectionShell({
  title,
  intro,
  onSubmit,
  problem,
  saved,
  saving,
  readOnly,
  children,
}: SectionFrame & { intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper p="lg" radius="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{title}</Title>
          {intro ? (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {problem ? (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        ) : null}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">{children}</Stack>
        </fieldset>
        <Group justify="flex-end" gap="sm">
          {saved ? <SavedText>{t('admin.templates.saved')}</SavedText> : null}
          <Button type="submit" loading={saving} disabled={readOnly}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
