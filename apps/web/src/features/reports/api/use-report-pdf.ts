import { REPORT_API, type ReportPdfRequest } from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** Asks the server for a campaign's PDF report and saves it (docs/REPORTS.md#pdf). */
export function useCampaignPdf() {
  return useMutation({
    mutationFn: (body: ReportPdfRequest) =>
      api.sendForFile('POST', REPORT_API.pdf, body, `campaign-${body.campaign_id}.pdf`),
  });
}
