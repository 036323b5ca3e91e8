import { TextInput, type TextInputProps } from '@mantine/core';

/** A date and time typed in the browser's own picker, as local time (`YYYY-MM-DDTHH:mm`). */
export function DateTimeInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="datetime-local" {...props} />;
}
