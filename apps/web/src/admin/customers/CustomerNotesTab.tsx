import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCustomerNote, type CustomerDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/api/client';
import { NoteField } from '@/ui/FormFields';
import { QueryList } from '@/ui/QueryList';
import { customerKeys, customerQueries } from './queries';

/** Notes on a customer, newest first, with author and private flag; a form to add one. */
export function CustomerNotesTab({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const notes = useQuery(customerQueries.notes(customer.id));
  const [text, setText] = useState('');
  const [isPrivate, setPrivate] = useState(true);
  const add = useMutation({
    mutationFn: () =>
      callApi(addCustomerNote, {
        params: { customerId: customer.id },
        body: { text: text.trim(), isPrivate },
      }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: customerKeys.notes(customer.id) });
    },
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Stack gap="md">
      {customer.anonymized ? null : (
        <Paper withBorder radius="md" p="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) add.mutate();
            }}
          >
            <Stack gap="sm">
              <NoteField
                label={t('customers.notes.new')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Group justify="space-between">
                <Checkbox
                  label={t('customers.notes.private')}
                  checked={isPrivate}
                  onChange={(e) => setPrivate(e.currentTarget.checked)}
                />
                <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
                  {t('customers.notes.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      <QueryList query={notes} empty={t('customers.notes.empty')}>
        {(items) => (
          <Stack gap="sm">
            {items.map((note) => (
              <Paper key={note.id} withBorder radius="md" p="md" data-testid="customer-note">
                <Group justify="space-between" mb={4}>
                  <Text size="sm" c="dimmed">
                    {t('customers.notes.by', {
                      author: note.author ?? t('customers.notes.unknownAuthor'),
                      when: when(note.createdAt),
                    })}
                  </Text>
                  {note.isPrivate ? (
                    <Badge color="grape" variant="light">
                      {t('customers.notes.privateBadge')}
                    </Badge>
                  ) : null}
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{note.text}</Text>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}
