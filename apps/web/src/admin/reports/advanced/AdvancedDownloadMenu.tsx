import { Button, Menu, Text } from '@mantine/core';
import { downloadAdvancedReport } from '@tessera/contract';
import { type ReportFormat, reportFormats } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/admin/tickets/download';
import { endpointUrl } from '@/api/client';
import { type AdvancedAsk, askQuery } from './queries';

/** Downloads the pivot as the screen shows it, as CSV, Excel or PDF. */
export function AdvancedDownloadMenu({ ask }: { ask: AdvancedAsk }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const download = (format: ReportFormat) => {
    setFailed(false);
    const url = endpointUrl(downloadAdvancedReport, {
      query: { ...askQuery(ask), format, locale: i18n.language } as never,
    });
    downloadFile(url, `advanced-report-${ask.from}.${format}`).catch(() => setFailed(true));
  };
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="light">{t('reports.download')}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {reportFormats.map((format) => (
            <Menu.Item key={format} onClick={() => download(format)}>
              {t(`reports.formats.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {failed && (
        <Text c="red" size="sm" role="alert">
          {t('reports.downloadFailed')}
        </Text>
      )}
    </>
  );
}
