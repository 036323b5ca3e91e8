import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Messages } from '@/i18n/resources';

/** The catalogue's texts under a dotted path (`customers.fields`). */
type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

/** The names that have a label under `Path`: a form field takes the label of its own name. */
export type LabelledField<Path extends string> = [At<Messages, Path>] extends [never]
  ? never
  : keyof At<Messages, Path> & string;

/**
 * A form's fields named as its labels are: `field('firstName')` is the props of the form's
 * `firstName` (value, change, error) with the label `customers.fields.firstName` from the
 * catalogue, spread on the input with what else it needs:
 * `<TextInput {...field('firstName')} required maxLength={100} />`. Only names that have both a
 * label under the path and a field in the form's values type-check.
 */
export function useFieldProps<V, Path extends string>(form: UseFormReturnType<V>, labels: Path) {
  const { t } = useTranslation();
  return (name: LabelledField<Path> & keyof V & string) => ({
    label: t(`${labels}.${name}` as 'actions.save'),
    ...form.getInputProps(name as never),
  });
}
