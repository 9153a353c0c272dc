import { defineJob } from '../../platform/jobs/kind.ts';
import { failAnalysis, runAnalysis } from './run-analysis.ts';

export type PlanningAnalyzeData = { analysisId: number };

/**
 * Runs a planner analysis (written with it, in its transaction, so every `pending` analysis has a
 * job). A retry runs it again from the start (the reach's temporary tables are dropped first);
 * once the attempts are spent the analysis is `failed` with the reason.
 */
export const planningAnalyzeJob = defineJob<PlanningAnalyzeData>({
  name: 'planning.analyze',
  retryLimit: 1,
  retryDelaySeconds: 2,
  timeoutSeconds: 900,
  concurrency: 2,
  run: (deps, data) => runAnalysis(deps, data.analysisId),
  failed: (deps, data, reason) => failAnalysis(deps, data.analysisId, reason),
});
