import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FitIcon, ZoomInIcon, ZoomOutIcon } from './icons';

/** The seat map's zoom in, zoom out and fit buttons. */
export function ZoomButtons({ zoom, fit }: { zoom: (factor: number) => void; fit: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Tooltip label={t('seatMap.zoomIn')}>
        <ActionIcon variant="default" aria-label={t('seatMap.zoomIn')} onClick={() => zoom(1.4)}>
          <ZoomInIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('seatMap.zoomOut')}>
        <ActionIcon variant="default" aria-label={t('seatMap.zoomOut')} onClick={() => zoom(1 / 1.4)}>
          <ZoomOutIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('seatMap.fit')}>
        <ActionIcon variant="default" aria-label={t('seatMap.fit')} onClick={fit}>
          <FitIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
