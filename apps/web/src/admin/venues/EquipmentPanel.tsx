import { Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TicketPrinter, Venue, Workstation } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/ui/server-errors-form';
import { useEquipment } from './queries';

const printerTypes = ['Boca', 'Zebra'] as const;

function PrinterModal({
  venueId,
  printer,
  onClose,
}: {
  venueId: number;
  printer: TicketPrinter | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { savePrinter } = useEquipment(venueId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues:
      printer === 'new' ? { name: '', type: 'Boca' as TicketPrinter['type'], ipAddress: '' } : printer,
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      ipAddress: (v) => (v.trim() ? null : t('fields.required')),
    },
  });
  const submit = form.onSubmit(async ({ name, type, ipAddress }) => {
    try {
      await savePrinter.mutateAsync({
        id: printer === 'new' ? undefined : printer.id,
        body: { name, type, ipAddress },
      });
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.venues.equipment.printer')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? <Text c="red">{problem}</Text> : null}
          <TextInput
            label={t('admin.venues.equipment.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('admin.venues.equipment.type')}
            data={printerTypes.map((p) => ({
              value: p,
              label: t(`admin.venues.equipment.printerTypes.${p}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={t('admin.venues.equipment.ipAddress')}
            required
            placeholder="192.168.1.50"
            {...form.getInputProps('ipAddress')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={savePrinter.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function StationModal({
  venue,
  station,
  onClose,
}: {
  venue: Venue;
  station: Workstation | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { saveStation } = useEquipment(venue.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues:
      station === 'new'
        ? { name: '', printerId: null as number | null, cardTerminalId: '', cashDrawer: '' }
        : station,
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  const submit = form.onSubmit(async ({ name, printerId, cardTerminalId, cashDrawer }) => {
    try {
      await saveStation.mutateAsync({
        id: station === 'new' ? undefined : station.id,
        body: { name, printerId, cardTerminalId, cashDrawer },
      });
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('errors.common.internal')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.venues.equipment.workstation')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem ? <Text c="red">{problem}</Text> : null}
          <TextInput
            label={t('admin.venues.equipment.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('admin.venues.equipment.printer')}
            data={venue.printers.map((p) => ({ value: String(p.id), label: p.name }))}
            value={form.values.printerId === null ? null : String(form.values.printerId)}
            onChange={(v) => form.setFieldValue('printerId', v ? Number(v) : null)}
            clearable
          />
          <TextInput
            label={t('admin.venues.equipment.cardTerminal')}
            {...form.getInputProps('cardTerminalId')}
          />
          <TextInput label={t('admin.venues.equipment.cashDrawer')} {...form.getInputProps('cashDrawer')} />
          <Group justify="flex-end">
            <Button type="submit" loading={saveStation.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Ticket printers and workstations of a venue. */
export function EquipmentPanel({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { deletePrinter, deleteStation } = useEquipment(venue.id);
  const [printer, setPrinter] = useState<TicketPrinter | 'new' | null>(null);
  const [station, setStation] = useState<Workstation | 'new' | null>(null);
  const printerName = (id: number | null) =>
    venue.printers.find((p) => p.id === id)?.name ?? t('admin.venues.equipment.noPrinter');
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('admin.venues.equipment.printers')}</Title>
          <Button variant="light" onClick={() => setPrinter('new')}>
            {t('admin.venues.equipment.addPrinter')}
          </Button>
        </Group>
        <Paper withBorder radius="md" p={0}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.venues.equipment.name')}</Table.Th>
                <Table.Th>{t('admin.venues.equipment.type')}</Table.Th>
                <Table.Th>{t('admin.venues.equipment.ipAddress')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {venue.printers.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{t(`admin.venues.equipment.printerTypes.${p.type}`)}</Table.Td>
                  <Table.Td>{p.ipAddress}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="subtle" onClick={() => setPrinter(p)}>
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => deletePrinter.mutate(p.id)}
                      >
                        {t('actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {venue.printers.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('admin.venues.equipment.noPrinters')}
            </Text>
          ) : null}
        </Paper>
      </Stack>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('admin.venues.equipment.workstations')}</Title>
          <Button variant="light" onClick={() => setStation('new')}>
            {t('admin.venues.equipment.addWorkstation')}
          </Button>
        </Group>
        <Paper withBorder radius="md" p={0}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.venues.equipment.name')}</Table.Th>
                <Table.Th>{t('admin.venues.equipment.printer')}</Table.Th>
                <Table.Th>{t('admin.venues.equipment.cardTerminal')}</Table.Th>
                <Table.Th>{t('admin.venues.equipment.cashDrawer')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {venue.workstations.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{printerName(w.printerId)}</Table.Td>
                  <Table.Td>{w.cardTerminalId}</Table.Td>
                  <Table.Td>{w.cashDrawer}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="subtle" onClick={() => setStation(w)}>
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => deleteStation.mutate(w.id)}
                      >
                        {t('actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {venue.workstations.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('admin.venues.equipment.noWorkstations')}
            </Text>
          ) : null}
        </Paper>
      </Stack>
      {printer ? (
        <PrinterModal venueId={venue.id} printer={printer} onClose={() => setPrinter(null)} />
      ) : null}
      {station ? <StationModal venue={venue} station={station} onClose={() => setStation(null)} /> : null}
    </Stack>
  );
}
