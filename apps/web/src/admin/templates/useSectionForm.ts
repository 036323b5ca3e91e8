import { useForm } from '@mantine/form';
import type { EventTemplate } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/ui/server-errors-form';
import { type TemplateChanges, useUpdateTemplate } from './queries';
import type { SectionFrame } from './SectionShell';

type Section = Exclude<keyof TemplateChanges, 'name' | 'externalSync'>;
/** A form holds an object; the date rules tab is a list, so it sits under `rules`. */
type FormValues<S extends Section> = S extends 'dateRules'
  ? { rules: EventTemplate['dateRules'] }
  : EventTemplate[S];

/**
 * One settings tab as a form: starts from the saved tab, saves it whole, and puts the server's
 * messages on the fields they name (`money.highAvailabilityPercent` → `highAvailabilityPercent`).
 * `shell` is its `SectionShell`'s frame: the tab's title, the submit and the save state.
 */
export function useSectionForm<S extends Section>(template: EventTemplate, section: S) {
  const { t } = useTranslation();
  const update = useUpdateTemplate(template.id);
  const isList = section === 'dateRules';
  const form = useForm<FormValues<S>>({
    initialValues: (isList ? { rules: template.dateRules } : template[section]) as FormValues<S>,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    const body = isList ? (values as { rules: unknown }).rules : values;
    try {
      await update.mutateAsync({ [section]: body } as TemplateChanges);
      form.resetDirty(values);
      setSaved(true);
    } catch (error) {
      setProblem(
        applyServerErrors(form, error, t('admin.templates.saveFailed'), section, isList ? 'rules' : ''),
      );
    }
  });
  const shell: SectionFrame = {
    title: t(`admin.templates.${section}.title`),
    onSubmit: submit,
    problem,
    saved,
    saving: update.isPending,
    readOnly: template.archived,
  };
  return { form, shell };
}
