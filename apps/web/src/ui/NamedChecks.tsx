import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormChecks } from './FormChecks';
import type { LabelledField } from './useFieldProps';

/**
 * A form's yes/no fields labelled by their names under `labels`, as `useFieldProps` labels a
 * field: `<NamedChecks form={form} labels="admin.events.fields" names={['dateTbd', 'timeTbd']} />`.
 */
export function NamedChecks<V, Path extends string>({
  form,
  labels,
  names,
  kind,
}: {
  form: UseFormReturnType<V>;
  labels: Path;
  names: readonly (LabelledField<Path> & keyof V & string)[];
  kind?: 'checkbox' | 'switch';
}) {
  const { t } = useTranslation();
  const fields = names.map((name) => [name, t(`${labels}.${name}` as 'actions.save')] as const);
  return <FormChecks form={form} kind={kind} fields={fields} />;
}
