import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  countSeats,
  type GeneratorSection,
  generateMap,
  type MapGaArea,
  nextBlockPosition,
} from '@tessera/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { venueQueries } from '@/admin/venues/queries';
import { isApiError } from '@/api/api-error';
import { BlockEditor, newBlock, seatSpacing } from './BlockEditor';
import { MapPreview } from './MapPreview';
import { useCreateMap } from './queries';

/** /admin/v2/tools/venue-configs/new: builds a map from blocks of rows × seats in the browser. */
export function MapGeneratorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const venues = useQuery(venueQueries.all());
  const create = useCreateMap();
  const [venueId, setVenueId] = useState<string | null>(search.get('venueId'));
  const [name, setName] = useState('');
  const [blocks, setBlocks] = useState<GeneratorSection[]>([newBlock(1, { x: 0, y: 0 })]);
  const [ga, setGa] = useState<MapGaArea[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const map = useMemo(() => generateMap({ sections: blocks, gaAreas: ga }), [blocks, ga]);
  const save = async () => {
    setProblems([]);
    if (!venueId || !name.trim()) {
      setProblems([t('admin.maps.generator.missing')]);
      return;
    }
    try {
      const saved = await create.mutateAsync({
        venueId: Number(venueId),
        name: name.trim(),
        definition: map,
      });
      navigate(`/admin/v2/tools/venue-configs/${saved.id}`);
    } catch (error) {
      setProblems(
        isApiError(error) && error.messages.length ? error.messages : [t('errors.common.internal')],
      );
    }
  };
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{t('admin.maps.generator.title')}</Title>
        <Text c="dimmed">{t('admin.maps.generator.intro')}</Text>
      </Stack>
      <Group align="flex-end">
        <Select
          label={t('admin.maps.fields.venue')}
          data={(venues.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          value={venueId}
          onChange={setVenueId}
          w={260}
          required
        />
        <TextInput
          label={t('admin.maps.fields.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          w={260}
          required
        />
        <Button onClick={() => void save()} loading={create.isPending}>
          {t('admin.maps.generator.save', { count: countSeats(map) })}
        </Button>
      </Group>
      {problems.length ? (
        <Alert color="red" title={t('admin.maps.import.problems')}>
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            {blocks.map((block, i) => (
              <BlockEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
                key={i}
                block={block}
                onChange={(b) => setBlocks(blocks.map((x, j) => (j === i ? b : x)))}
                onRemove={() => setBlocks(blocks.filter((_, j) => j !== i))}
              />
            ))}
            <Button
              variant="light"
              onClick={() =>
                setBlocks([...blocks, newBlock(blocks.length + 1, nextBlockPosition(blocks, seatSpacing))])
              }
            >
              {t('admin.maps.generator.addSection')}
            </Button>
            {ga.map((area, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: areas have no identity but their place
              <Card key={i} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-end" wrap="nowrap">
                    <TextInput
                      size="xs"
                      label={t('admin.maps.generator.gaName')}
                      value={area.name}
                      onChange={(e) =>
                        setGa(ga.map((a, j) => (j === i ? { ...a, name: e.currentTarget.value } : a)))
                      }
                    />
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('admin.maps.generator.deleteGa', { name: area.name })}
                      onClick={() => setGa(ga.filter((_, j) => j !== i))}
                    >
                      {t('actions.delete')}
                    </Button>
                  </Group>
                  <NumberInput
                    size="xs"
                    label={t('admin.maps.fields.gaCapacity')}
                    min={1}
                    w={140}
                    value={area.capacity}
                    onChange={(v) =>
                      setGa(ga.map((a, j) => (j === i ? { ...a, capacity: Number(v) || 0 } : a)))
                    }
                  />
                </Stack>
              </Card>
            ))}
            <Button
              variant="subtle"
              onClick={() => setGa([...ga, { name: `Standing ${ga.length + 1}`, capacity: 100 }])}
            >
              {t('admin.maps.generator.addGa')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MapPreview map={map} height={520} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
