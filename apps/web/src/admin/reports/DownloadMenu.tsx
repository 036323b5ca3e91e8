import { Button, Menu, Text } from '@mantine/core';
import { downloadReport } from '@tessera/contract';
import type { ReportFormat, ReportId } from '@tessera/domain';
import { reportFormats } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/admin/tickets/download';
import { filled } from '@/api/api-query';
import { endpointUrl } from '@/api/client';

/**
 * The Download button of a report screen: a menu of CSV, Excel and PDF; `urlOf` builds the
 * file's address for the format and the reader's language, and a failed download says so.
 */
export function FormatDownloadMenu({
  urlOf,
  fileStem,
}: {
  urlOf: (format: ReportFormat, locale: string) => string;
  fileStem: string;
}) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const download = (format: ReportFormat) => {
    setFailed(false);
    downloadFile(urlOf(format, i18n.language), `${fileStem}.${format}`).catch(() => setFailed(true));
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

/** Downloads a report with the screen's filters, as CSV, Excel or PDF. */
export function DownloadMenu({
  report,
  filters,
  fileStem,
}: {
  report: ReportId;
  filters: Record<string, string | number | undefined>;
  fileStem: string;
}) {
  return (
    <FormatDownloadMenu
      fileStem={fileStem}
      urlOf={(format, locale) =>
        endpointUrl(downloadReport, { query: { ...filled(filters), report, format, locale } as never })
      }
    />
  );
}
