import {
  Alert,
  FileInput,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { MapDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DialogActions } from '@/ui/DialogActions';
import { useImportMap, useUpdateMap } from './queries';

/**
 * Imports a CSV or JSON map file (docs/seat-map-files.md) as a new map of a venue, or as a
 * new version of an existing map. Every bad line is listed with its line number.
 */
export function MapImportModal({
  venueId,
  map,
  onClose,
  onDone,
}: {
  venueId: number;
  map?: MapDetail;
  onClose: () => void;
  onDone: (map: MapDetail) => void;
}) {
  const { t } = useTranslation();
  const create = useImportMap();
  const update = useUpdateMap(map?.id ?? 0);
  const [name, setName] = useState(map?.name ?? '');
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const pending = create.isPending || update.isPending;
  const readFile = async (file: File | null) => {
    if (!file) return;
    setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
    setContent(await file.text());
  };
  const submit = async () => {
    setProblems([]);
    if (!name.trim() || !content.trim()) {
      setProblems([t('admin.maps.import.missing')]);
      return;
    }
    try {
      const saved = map
        ? await update.mutateAsync({ name: name.trim(), file: { format, content } })
        : await create.mutateAsync({ venueId, name: name.trim(), format, content });
      onDone(saved);
    } catch (error) {
      setProblems(
        isApiError(error) && error.messages.length ? error.messages : [t('errors.common.internal')],
      );
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={map ? t('admin.maps.import.newVersion') : t('admin.maps.import.title')}
      size="lg"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('admin.maps.import.intro')}
        </Text>
        <TextInput
          label={t('admin.maps.fields.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <FileInput
          label={t('admin.maps.import.file')}
          accept=".csv,.json,text/csv,application/json"
          onChange={(file) => void readFile(file)}
          clearable
        />
        <SegmentedControl
          value={format}
          onChange={(v) => setFormat(v as 'csv' | 'json')}
          data={[
            { value: 'csv', label: t('admin.maps.import.csv') },
            { value: 'json', label: t('admin.maps.import.json') },
          ]}
        />
        <Textarea
          label={t('admin.maps.import.content')}
          autosize
          minRows={6}
          maxRows={14}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'ui-monospace, monospace', fontSize: 12 } }}
        />
        {problems.length ? (
          <Alert color="red" title={t('admin.maps.import.problems')}>
            <List size="sm" spacing={2}>
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <DialogActions
          onCancel={onClose}
          confirmLabel={t('admin.maps.import.submit')}
          onConfirm={() => void submit()}
          loading={pending}
        />
      </Stack>
    </Modal>
  );
}
