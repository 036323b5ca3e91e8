import { Checkbox, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** A form's yes/no fields, each a checkbox (or a switch) bound to its field by name. */
export function FormChecks<V>({
  form,
  fields,
  kind = 'checkbox',
}: {
  form: UseFormReturnType<V>;
  fields: readonly (readonly [name: string, label: string])[];
  kind?: 'checkbox' | 'switch';
}) {
  const Control = kind === 'switch' ? Switch : Checkbox;
  return fields.map(([name, label]) => (
    <Control key={name} label={label} {...form.getInputProps(name as never, { type: 'checkbox' })} />
  ));
}
