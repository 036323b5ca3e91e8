import {
  Alert,
  Button,
  Card,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { EventDetail } from '@tessera/contract';
import { seatStatuses } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { MoneyInput } from '@/ui/MoneyInput';
import { statusColors } from '@/ui/seat-map/colors';
import { useCreatePriceLevel, useSetGaCapacity } from './queries';

const subScreens = ['holds', 'price-levels', 'accessible-seating', 'seat-tags', 'attendance-map'] as const;

/** The event's seats by status, its seat sub-screens, price levels and general-admission areas. */
export function EventSeatsTab({ event: e }: { event: EventDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const addLevel = useCreatePriceLevel(e.id);
  const setGa = useSetGaCapacity(e.id);
  const [level, setLevel] = useState({ name: '', color: '#1971c2', defaultPrice: 0 });
  const [capacity, setCapacity] = useState<Record<number, number>>({});
  const failure = addLevel.error ?? setGa.error;
  return (
    <Stack gap="lg">
      {failure ? (
        <Alert color="red">{isApiError(failure) ? failure.message : t('errors.common.internal')}</Alert>
      ) : null}
      {!e.seatsGenerated ? (
        <Alert color="blue">
          {e.mapId ? t('admin.events.detail.generateHint') : t('admin.events.detail.noMapHint')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 3, sm: 6 }}>
        {seatStatuses.map((s) => (
          <Card key={s} withBorder radius="md" p="sm">
            <Group gap={6}>
              <span style={{ width: 10, height: 10, borderRadius: 5, background: statusColors[s] }} />
              <Text size="xs" c="dimmed" fw={600}>
                {t(`seatStatus.${s}`)}
              </Text>
            </Group>
            <Text size="xl" fw={700}>
              {e.statusCounts[s]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {e.seatsGenerated ? (
        <Group gap="xs">
          {subScreens.map((screen) => (
            <Button
              key={screen}
              variant="light"
              size="xs"
              component={Link}
              to={`/admin/v2/event/${e.id}/${screen}`}
            >
              {t(`admin.nav.eventScreens.${screen}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      <Stack gap="xs">
        <Title order={3}>{t('admin.events.detail.priceLevels')}</Title>
        <Paper withBorder radius="md" p={0}>
          <Table>
            <Table.Tbody>
              {e.priceLevels.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td w={24}>
                    <span
                      style={{
                        display: 'inline-block',
                        width: 14,
                        height: 14,
                        borderRadius: 7,
                        background: p.color,
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ta="right">{money(p.defaultPrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group p="sm" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <TextInput
              label={t('admin.events.fields.priceLevelName')}
              value={level.name}
              onChange={(ev) => setLevel({ ...level, name: ev.currentTarget.value })}
            />
            <ColorInput
              label={t('admin.events.fields.color')}
              value={level.color}
              onChange={(color) => setLevel({ ...level, color })}
              w={140}
            />
            <MoneyInput
              label={t('admin.events.fields.defaultPrice')}
              value={level.defaultPrice}
              onChange={(defaultPrice) => setLevel({ ...level, defaultPrice: defaultPrice ?? 0 })}
            />
            <Button
              variant="light"
              disabled={!level.name.trim()}
              loading={addLevel.isPending}
              onClick={() =>
                addLevel.mutate(
                  { ...level, name: level.name.trim() },
                  { onSuccess: () => setLevel({ name: '', color: '#1971c2', defaultPrice: 0 }) },
                )
              }
            >
              {t('admin.events.detail.addPriceLevel')}
            </Button>
          </Group>
        </Paper>
      </Stack>
      {e.gaAreas.length ? (
        <Stack gap="xs">
          <Title order={3}>{t('admin.events.detail.gaAreas')}</Title>
          <Paper withBorder radius="md" p={0}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.events.fields.name')}</Table.Th>
                  <Table.Th>{t('admin.events.fields.taken')}</Table.Th>
                  <Table.Th>{t('admin.maps.fields.gaCapacity')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.gaAreas.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.taken}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('admin.maps.fields.gaCapacity')}
                        size="xs"
                        w={120}
                        min={0}
                        value={capacity[a.id] ?? a.capacity}
                        onChange={(v) => setCapacity({ ...capacity, [a.id]: Number(v) || 0 })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() =>
                          setGa.mutate({
                            areaId: a.id,
                            capacity: capacity[a.id] ?? a.capacity,
                            priceLevelId: a.priceLevelId,
                          })
                        }
                      >
                        {t('actions.save')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      ) : null}
    </Stack>
  );
}
