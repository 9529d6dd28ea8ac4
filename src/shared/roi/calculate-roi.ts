import { getRoiProjectType, type RoiProjectTypeValue } from './project-types';

/** How long the calculator shows its "analysing" state before the results (spec §4, §9). */
export const CALCULATION_DELAY_MS = 1500;

export const WORK_HOURS_PER_YEAR = 2080;
export const COST_PER_SECURITY_INCIDENT = 50_000;
export const COST_PER_COMPLIANCE_GAP = 25_000;
export const OVERHEAD_RATE = 0.15;
export const PRODUCTIVITY_GAIN_RATE = 0.1;
export const RISK_REDUCTION_PER_ISSUE = 75_000;

export type RoiInput = {
  /** Annual IT budget in USD. */
  currentItCosts: number;
  employeeCount: number;
  /** Average annual salary in USD. */
  averageSalary: number;
  /** Downtime hours per month. */
  downtimeHours: number;
  /** Security incidents per year. */
  securityIncidents: number;
  complianceGaps: number;
  projectType: RoiProjectTypeValue;
};

export type RoiRating = 'Excellent' | 'Good' | 'Moderate' | 'Low';

export type RoiResult = {
  currentItCosts: number;
  downtimeCost: number;
  incidentCost: number;
  complianceGapCost: number;
  overheadCost: number;
  totalCurrentCost: number;
  annualSavings: number;
  implementationCost: number;
  netRoi: number;
  roiPercentage: number;
  paybackMonths: number;
  year1Roi: number;
  year3Roi: number;
  productivityGains: number;
  riskReduction: number;
  rating: RoiRating;
};

// Inputs that are exactly on a boundary in decimal (e.g. 200%) can land a hair below it in binary
// floating point; this tolerance keeps the rating consistent with the exact arithmetic.
const RATING_TOLERANCE = 1e-9;

export function rateRoi(roiPercentage: number): RoiRating {
  if (roiPercentage >= 200 - RATING_TOLERANCE) return 'Excellent';
  if (roiPercentage >= 100 - RATING_TOLERANCE) return 'Good';
  if (roiPercentage >= 50 - RATING_TOLERANCE) return 'Moderate';
  return 'Low';
}

/** The spec's ROI formulas (§9), unrounded; round only when displaying. */
export function calculateRoi(input: RoiInput): RoiResult {
  // A zero budget makes the implementation cost zero, and ROI% and payback would divide by it.
  if (!(input.currentItCosts > 0) || !Number.isFinite(input.currentItCosts)) {
    throw new RangeError('Current IT costs must be a finite number greater than 0');
  }
  const { savingsMultiplier, implementationFactor } = getRoiProjectType(input.projectType);
  const budget = input.currentItCosts;

  const hourlyRate = input.averageSalary / WORK_HOURS_PER_YEAR;
  const downtimeCost = input.downtimeHours * hourlyRate * input.employeeCount * 12;
  const incidentCost = input.securityIncidents * COST_PER_SECURITY_INCIDENT;
  const complianceGapCost = input.complianceGaps * COST_PER_COMPLIANCE_GAP;
  const overheadCost = budget * OVERHEAD_RATE;
  const totalCurrentCost = budget + downtimeCost + incidentCost + complianceGapCost + overheadCost;

  const annualSavings = totalCurrentCost * savingsMultiplier;
  const implementationCost = budget * implementationFactor;
  const netRoi = annualSavings - implementationCost;
  const roiPercentage = (netRoi / implementationCost) * 100;

  return {
    currentItCosts: budget,
    downtimeCost,
    incidentCost,
    complianceGapCost,
    overheadCost,
    totalCurrentCost,
    annualSavings,
    implementationCost,
    netRoi,
    roiPercentage,
    paybackMonths: implementationCost / (annualSavings / 12),
    year1Roi: annualSavings - implementationCost,
    year3Roi: 3 * annualSavings - implementationCost,
    productivityGains: input.employeeCount * input.averageSalary * PRODUCTIVITY_GAIN_RATE,
    riskReduction: (input.securityIncidents + input.complianceGaps) * RISK_REDUCTION_PER_ISSUE,
    rating: rateRoi(roiPercentage),
  };
}
