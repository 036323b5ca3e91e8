import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { SaveFooter } from '@/ui/SaveFooter';

/** What the layout reads of a `useSettingsForm` form. */
type SavingForm = {
  submit: (event: FormEvent) => void;
  saved: boolean;
  save: { error: unknown; isPending: boolean };
};

/**
 * A whole-screen settings form (`useSettingsForm`): its sections, then the saved line (`savedText`),
 * the refusal and Save; `after` follows inside the form (a connection test, a removal).
 */
export function SettingsFormLayout({
  form,
  savedText,
  children,
  after,
}: {
  form: SavingForm;
  savedText: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        {children}
        <SaveFooter
          saved={form.saved ? savedText : null}
          error={form.save.error}
          pending={form.save.isPending}
        />
        {after}
      </Stack>
    </form>
  );
}
