import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TicketPrinter, Venue, Workstation } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { EditPanel } from '@/ui/EditPanel';
import { IdSelect, NameField } from '@/ui/FormFields';
import { useFieldProps } from '@/ui/useFieldProps';
import { useEquipment } from './queries';

const printerTypes = ['Boca', 'Zebra'] as const;
const newPrinter = { name: '', type: 'Boca' as TicketPrinter['type'], ipAddress: '' };
const newStation = {
  name: '',
  printerId: null as number | null,
  cardTerminalId: '',
  cardTerminalLabel: '',
  cashDrawer: '',
};

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
  const field = useFieldProps(form, 'admin.venues.equipment');
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
      <NameField form={form} label={t('admin.venues.equipment.name')} />
      <Select
        {...field('type')}
        data={printerTypes.map((p) => ({ value: p, label: t(`admin.venues.equipment.printerTypes.${p}`) }))}
        allowDeselect={false}
      />
      <TextInput {...field('ipAddress')} required placeholder="192.168.1.50" />
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
  const field = useFieldProps(form, 'admin.venues.equipment');
  return (
    <EditPanel
      title={t('admin.venues.equipment.workstation')}
      form={form}
      onClose={onClose}
      onSave={({ name, printerId, cardTerminalId, cardTerminalLabel, cashDrawer }) =>
        saveStation.mutateAsync({
          id: station === 'new' ? undefined : station.id,
          body: { name, printerId, cardTerminalId, cardTerminalLabel, cashDrawer },
        })
      }
    >
      <NameField form={form} label={t('admin.venues.equipment.name')} />
      <IdSelect
        form={form}
        field="printerId"
        label={t('admin.venues.equipment.printer')}
        options={venue.printers}
      />
      <TextInput
        label={t('admin.venues.equipment.cardTerminal')}
        description={t('admin.venues.equipment.cardTerminalHint')}
        {...form.getInputProps('cardTerminalId')}
      />
      <TextInput {...field('cardTerminalLabel')} />
      <TextInput {...field('cashDrawer')} />
    </EditPanel>
  );
}

/** One kind of a venue's equipment: its rows, each edited in a dialog or deleted. */
function EquipmentList<T extends { id: number }>({
  onEdit,
  onDelete,
  ...table
}: {
  title: string;
  prefix: string;
  add: { label: string; onClick: () => void };
  rows: T[];
  empty: string;
  columns: Column<T>[];
  onEdit: (row: T) => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      {...table}
      rowActions={(row) => [
        { label: t('actions.edit'), onClick: () => onEdit(row) },
        { label: t('actions.delete'), danger: true, onClick: () => onDelete(row.id) },
      ]}
    />
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
      <EquipmentList
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
        onEdit={setPrinter}
        onDelete={(id) => deletePrinter.mutate(id)}
      />
      <EquipmentList
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
        onEdit={setStation}
        onDelete={(id) => deleteStation.mutate(id)}
      />
      {printer ? (
        <PrinterModal venueId={venue.id} printer={printer} onClose={() => setPrinter(null)} />
      ) : null}
      {station ? <StationModal venue={venue} station={station} onClose={() => setStation(null)} /> : null}
    </Stack>
  );
}
