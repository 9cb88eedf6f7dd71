import type { ReportSource } from '@signaldesk/contracts/analyses';
import { useT } from '../../i18n/use-t';
import { getErrorMessage } from '../../lib/api-client';
import { ErrorState } from './error-state';
import { PageLoader } from './page-loader';
import { ReportView } from './report-view';

interface ReportSectionProps {
  label: string;
  /** The report query: the spinner while it is written, the spec's 'Error: …' with Retry on failure. */
  query: { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  /** The written report, once there. */
  report: { text: string; source: ReportSource } | undefined;
}

/** An AI report opened on demand in an analysis panel: writing, failed with Retry, or shown. */
export function ReportSection({ label, query, report }: ReportSectionProps) {
  const t = useT();
  if (query.error) {
    return (
      <ErrorState
        message={t('ui.reportSection.error', {
          v0: getErrorMessage(query.error, t('ui.reportSection.erreurInconnue')),
        })}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || !report)
    return <PageLoader label={t('ui.reportSection.writingTheReport')} minHeight={80} />;
  return <ReportView label={label} text={report.text} source={report.source} />;
}
