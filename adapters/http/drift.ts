import type { Drift } from '../../engine/index.ts';

// What an answer sent otherwise than its contract says (engine/contracts, readAnswer), listed in
// the browser console once per call and JSON path: a value left out always (a console.warn an
// operator can find), a value read in another spelling only with the runtime config's
// reportContractDrift on (README, Deployment: the contract-drift report), for a team pointing a
// build at its own backend.

export interface DriftReport {
  /** Whether values read in another spelling are listed too (a second parse of each answer). */
  converted: boolean;
  /** Where a line goes; the console by default. */
  write: (line: string) => void;
}

const report: DriftReport = { converted: false, write: (line) => console.warn(line) };
const seen = new Set<string>();

/** Sets the report (the app does it once, from the runtime config); answers the previous one. */
export function setDriftReport(next: Partial<DriftReport>): DriftReport {
  const previous = { ...report };
  Object.assign(report, next);
  seen.clear();
  return previous;
}

export const listConvertedValues = () => report.converted;

/** 'organization/profile/notifications/12' -> 'organization/profile/notifications/{id}'; rows alike: data.data[3].id -> data.data[*].id. */
const callKey = (call: string) => call.replace(/\/\d+(?=\/|$)/g, '/{id}');
const pathKey = (path: string) => path.replace(/\[\d+\]/g, '[*]');

/**
 * Lists the drifts of one answer, each call and path once:
 * 「[接口数据] organization/profile data.mobile：收到 13800138003，按文字读取」.
 */
export function noteDrifts(call: string, drifts: readonly Drift[]): void {
  for (const drift of drifts) {
    if (drift.kind === 'converted' && !report.converted) continue;
    const key = `${callKey(call)} ${pathKey(drift.path)} ${drift.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const what = drift.kind === 'converted' ? `按${drift.expected}读取` : `无法读取（${drift.expected}），已舍弃`;
    report.write(`[接口数据] ${callKey(call)} ${pathKey(drift.path)}：收到 ${drift.arrived}，${what}`);
  }
}
