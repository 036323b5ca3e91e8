import { downloadAdvancedReport } from '@tessera/contract';
import { endpointUrl } from '@/api/client';
import { FormatDownloadMenu } from '../DownloadMenu';
import { type AdvancedAsk, askQuery } from './queries';

/** Downloads the pivot as the screen shows it, as CSV, Excel or PDF. */
export function AdvancedDownloadMenu({ ask }: { ask: AdvancedAsk }) {
  return (
    <FormatDownloadMenu
      fileStem={`advanced-report-${ask.from}`}
      urlOf={(format, locale) =>
        endpointUrl(downloadAdvancedReport, { query: { ...askQuery(ask), format, locale } as never })
      }
    />
  );
}
