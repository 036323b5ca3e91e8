import { Select, type SelectProps, Textarea, type TextareaProps, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** A row's name, the first field of its edit form: required, and focused when the dialog opens. */
export function NameField<V>({
  form,
  label,
  maxLength,
  field = 'name',
}: {
  form: UseFormReturnType<V>;
  label: string;
  maxLength?: number;
  /** The form's field, when the name is called otherwise. */
  field?: string;
}) {
  return (
    <TextInput
      label={label}
      required
      maxLength={maxLength}
      data-autofocus
      {...form.getInputProps(field as never)}
    />
  );
}

/**
 * A choice of one of a list's rows (a printer, a hold group, a sale type), kept in the form as
 * the row's id, or null when none is chosen.
 */
export function IdSelect<V>({
  form,
  field,
  options,
  ...select
}: {
  form: UseFormReturnType<V>;
  field: string;
  options: readonly { id: number; name: string }[];
} & Omit<SelectProps, 'data' | 'value' | 'onChange' | 'form'>) {
  const value = form.values[field as keyof V] as number | null;
  return (
    <Select
      clearable
      {...select}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value === null ? null : String(value)}
      onChange={(v) => form.setFieldValue(field as never, (v ? Number(v) : null) as never)}
      error={form.errors[field]}
    />
  );
}

/**
 * A note or a description kept as free text: it grows with what is typed from two lines, and takes
 * up to 2,000 characters (the server's limit for notes and descriptions).
 */
export function NoteField(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxLength={2000} {...props} />;
}

/** An event's or a template's description: three lines to start, up to 4,000 characters. */
export function DescriptionField<V>({ form, label }: { form: UseFormReturnType<V>; label: string }) {
  return (
    <NoteField label={label} minRows={3} maxLength={4000} {...form.getInputProps('description' as never)} />
  );
}
