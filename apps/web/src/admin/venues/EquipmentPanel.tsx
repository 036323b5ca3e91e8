import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TicketPrinter, Venue, Workstation } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/ui/data-table/DataTable';
import { EditPanel } from '@/ui/EditPanel';
import { useEquipment } from './queries';

const printerTypes = ['Boca', 'Zebra'] as const;
const newPrinter = { name: '', type: 'Boca' as TicketPrinter['type'], ipAddress: '' };
const newStation = { name: '', printerId: null as number | null, cardTerminalId: '', cashDrawer: '' };

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
  const form = useForm({
    initialValues: printer === 'new' ? newPrinter : printer,
    validate: {
      name: (v) => (v.trim() ? null : t('fields.required')),
      ipAddress: (v) => (v.trim() ? null : t('fields.required')),
    },
  });
  return (
    <EditPanel
      title={t('admin.venues.equipment.printer')}
      form={form}
      onClose={onClose}
      onSave={({ name, type, ipAddress }) =>
        savePrinter.mutateAsync({
          id: printer === 'new' ? undefined : printer.id,
          body: { name, type, ipAddress },
        })
      }
    >
      <TextInput
        label={t('admin.venues.equipment.name')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label={t('admin.venues.equipment.type')}
        data={printerTypes.map((p) => ({ value: p, label: t(`admin.venues.equipment.printerTypes.${p}`) }))}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      <TextInput
        label={t('admin.venues.equipment.ipAddress')}
        required
        placeholder="192.168.1.50"
        {...form.getInputProps('ipAddress')}
      />
    </EditPanel>
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
  const form = useForm({
    initialValues: station === 'new' ? newStation : station,
    validate: { name: (v) => (v.trim() ? null : t('fields.required')) },
  });
  return (
    <EditPanel
      title={t('admin.venues.equipment.workstation')}
      form={form}
      onClose={onClose}
      onSave={({ name, printerId, cardTerminalId, cashDrawer }) =>
        saveStation.mutateAsync({
          id: station === 'new' ? undefined : station.id,
          body: { name, printerId, cardTerminalId, cashDrawer },
        })
      }
    >
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
      <TextInput label={t('admin.venues.equipment.cardTerminal')} {...form.getInputProps('cardTerminalId')} />
      <TextInput label={t('admin.venues.equipment.cashDrawer')} {...form.getInputProps('cashDrawer')} />
    </EditPanel>
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
  const edit = (open: () => void, remove: () => void) => [
    { label: t('actions.edit'), onClick: open },
    { label: t('actions.delete'), danger: true, onClick: remove },
  ];
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <DataTable
          title={t('admin.venues.equipment.printers')}
          prefix="printers"
          add={{ label: t('admin.venues.equipment.addPrinter'), onClick: () => setPrinter('new') }}
          rows={venue.printers}
          empty={t('admin.venues.equipment.noPrinters')}
          columns={[
            { id: 'name', header: t('admin.venues.equipment.name'), sortable: true },
            {
              id: 'type',
              header: t('admin.venues.equipment.type'),
              value: (p) => t(`admin.venues.equipment.printerTypes.${p.type}`),
            },
            { id: 'ipAddress', header: t('admin.venues.equipment.ipAddress') },
          ]}
          rowActions={(p) =>
            edit(
              () => setPrinter(p),
              () => deletePrinter.mutate(p.id),
            )
          }
        />
      </Stack>
      <Stack gap="sm">
        <DataTable
          title={t('admin.venues.equipment.workstations')}
          prefix="stations"
          add={{ label: t('admin.venues.equipment.addWorkstation'), onClick: () => setStation('new') }}
          rows={venue.workstations}
          empty={t('admin.venues.equipment.noWorkstations')}
          columns={[
            { id: 'name', header: t('admin.venues.equipment.name'), sortable: true },
            {
              id: 'printer',
              header: t('admin.venues.equipment.printer'),
              value: (w) => printerName(w.printerId),
            },
            { id: 'cardTerminalId', header: t('admin.venues.equipment.cardTerminal') },
            { id: 'cashDrawer', header: t('admin.venues.equipment.cashDrawer') },
          ]}
          rowActions={(w) =>
            edit(
              () => setStation(w),
              () => deleteStation.mutate(w.id),
            )
          }
        />
      </Stack>
      {printer ? (
        <PrinterModal venueId={venue.id} printer={printer} onClose={() => setPrinter(null)} />
      ) : null}
      {station ? <StationModal venue={venue} station={station} onClose={() => setStation(null)} /> : null}
    </Stack>
  );
}
