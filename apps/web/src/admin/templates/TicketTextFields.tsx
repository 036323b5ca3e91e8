import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

const names = {
  hard: ['hardTicketLine1', 'hardTicketLine2'],
  text: ['ticketText1', 'ticketText2', 'ticketText3'],
} as const;
type TicketText = { [K in (typeof names)['hard' | 'text'][number]]: string };

/** The two hard-ticket name lines and three ticket texts, as a template and its events set them. */
export function TicketTextFields<V extends TicketText>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const field = (name: keyof TicketText) => (
    <TextInput
      key={name}
      label={t(`admin.templates.basicInfo.${name}`)}
      maxLength={100}
      {...form.getInputProps(name as never)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{names.hard.map(field)}</SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>{names.text.map(field)}</SimpleGrid>
    </>
  );
}
