import { describe, expect, it } from 'vitest';
import {
  CALCULATION_DELAY_MS,
  calculateRoi,
  type RoiInput,
  type RoiRating,
  type RoiResult,
  rateRoi,
} from '../../src/shared/roi/calculate-roi';
import { formatPaybackMonths, formatPercent, formatUsd } from '../../src/shared/roi/format';
import { getRoiProjectType, roiProjectTypes, roiProjectTypeValues } from '../../src/shared/roi/project-types';
import {
  emptyRoiFormValues,
  type RoiFormField,
  type RoiFormValues,
  roiRequiredMessages,
  validateRoiForm,
} from '../../src/shared/roi/roi-form-schema';

function makeInput(
  currentItCosts: number,
  employeeCount: number,
  averageSalary: number,
  downtimeHours: number,
  securityIncidents: number,
  complianceGaps: number,
  projectType: RoiInput['projectType'],
): RoiInput {
  return {
    currentItCosts,
    employeeCount,
    averageSalary,
    downtimeHours,
    securityIncidents,
    complianceGaps,
    projectType,
  };
}

// Every expected figure was worked out by hand from spec §9, not by running the code.
//
// A: hourly = 80,000 / 2080 = 38.461538…; downtime = 4 × 38.461538… × 100 × 12 = 184,615.384615…;
//    incidents 2 × 50,000 = 100,000; gaps 3 × 25,000 = 75,000; overhead 15% × 1,000,000 = 150,000;
//    total 1,509,615.384615…; savings × 0.25 = 377,403.846153…; implementation × 0.12 = 120,000;
//    net 257,403.846153…; ROI% = 257,403.846… / 120,000 × 100 = 214.503205… (Excellent);
//    payback = 120,000 / (377,403.846… / 12) = 3.815541…; year 3 = 3 × 377,403.846… − 120,000 = 1,012,211.538…;
//    productivity 100 × 8,000 = 800,000; risk (2 + 3) × 75,000 = 375,000.
// B: hourly 52,000 / 2080 = 25; downtime 3 × 25 × 100 × 12 = 90,000; incidents 200,000; total 1,440,000;
//    savings 360,000; implementation 120,000; net 240,000; ROI% exactly 200 (Excellent); payback 4;
//    year 3 = 1,080,000 − 120,000 = 960,000; productivity 100 × 5,200; risk 4 × 75,000.
// C: incidents 250,000; gaps 100,000; overhead 150,000; total 1,500,000; savings × 0.20 = 300,000;
//    implementation × 0.15 = 150,000; ROI% exactly 100 (Good); payback 150,000 / 25,000 = 6; risk 9 × 75,000.
// D: total = 2,000,000 + 300,000 overhead = 2,300,000; savings 460,000; implementation 300,000; net 160,000;
//    ROI% 53.333… (Moderate); payback 300,000 / 38,333.3… = 7.826086…; year 3 = 1,380,000 − 300,000.
// E: hourly 62,400 / 2080 = 30; downtime 2 × 30 × 250 × 12 = 180,000; total 500,000 + 180,000 + 50,000
//    + 50,000 + 75,000 = 855,000; savings × 0.30 = 256,500; implementation × 0.18 = 90,000; ROI% 185 (Good);
//    payback 90,000 / 21,375 = 4.210526…; productivity 250 × 6,240 = 1,560,000.
// F: hourly 41,600 / 2080 = 20; downtime 10 × 20 × 20 × 12 = 48,000; total 200,000 + 48,000 + 25,000
//    + 30,000 = 303,000; savings × 0.35 = 106,050; implementation × 0.10 = 20,000; ROI% 430.25 (Excellent);
//    payback 20,000 / 8,837.5 = 2.263083…; year 3 = 318,150 − 20,000 = 298,150.
const cases: ReadonlyArray<{ name: string; input: RoiInput; rating: RoiRating }> = [
  { name: 'A', input: makeInput(1_000_000, 100, 80_000, 4, 2, 3, 'security'), rating: 'Excellent' },
  { name: 'B', input: makeInput(1_000_000, 100, 52_000, 3, 4, 0, 'security'), rating: 'Excellent' },
  { name: 'C', input: makeInput(1_000_000, 50, 60_000, 0, 5, 4, 'infrastructure'), rating: 'Good' },
  { name: 'D', input: makeInput(2_000_000, 10, 104_000, 0, 0, 0, 'infrastructure'), rating: 'Moderate' },
  { name: 'E', input: makeInput(500_000, 250, 62_400, 2, 1, 2, 'cloud'), rating: 'Good' },
  { name: 'F', input: makeInput(200_000, 20, 41_600, 10, 0, 1, 'automation'), rating: 'Excellent' },
];

type Figure = Exclude<keyof RoiResult, 'rating'>;

// Columns are cases A to F.
const expected: Record<Figure, readonly number[]> = {
  currentItCosts: [1_000_000, 1_000_000, 1_000_000, 2_000_000, 500_000, 200_000],
  downtimeCost: [184_615.38461538, 90_000, 0, 0, 180_000, 48_000],
  incidentCost: [100_000, 200_000, 250_000, 0, 50_000, 0],
  complianceGapCost: [75_000, 0, 100_000, 0, 50_000, 25_000],
  overheadCost: [150_000, 150_000, 150_000, 300_000, 75_000, 30_000],
  totalCurrentCost: [1_509_615.38461538, 1_440_000, 1_500_000, 2_300_000, 855_000, 303_000],
  annualSavings: [377_403.84615384, 360_000, 300_000, 460_000, 256_500, 106_050],
  implementationCost: [120_000, 120_000, 150_000, 300_000, 90_000, 20_000],
  netRoi: [257_403.84615384, 240_000, 150_000, 160_000, 166_500, 86_050],
  roiPercentage: [214.50320512, 200, 100, 53.33333333, 185, 430.25],
  paybackMonths: [3.815541401273885, 4, 6, 7.826086956521739, 4.210526315789474, 2.263083451202263],
  year1Roi: [257_403.84615384, 240_000, 150_000, 160_000, 166_500, 86_050],
  year3Roi: [1_012_211.53846153, 960_000, 750_000, 1_080_000, 679_500, 298_150],
  productivityGains: [800_000, 520_000, 300_000, 104_000, 1_560_000, 83_200],
  riskReduction: [375_000, 300_000, 675_000, 0, 225_000, 75_000],
};

describe('calculateRoi', () => {
  it.each(cases.map((roiCase, index) => ({ ...roiCase, index })))(
    'case $name',
    ({ input, rating, index }) => {
      const result = calculateRoi(input);
      expect(result.rating).toBe(rating);
      for (const [figure, column] of Object.entries(expected) as [Figure, readonly number[]][]) {
        expect(result[figure], figure).toBeCloseTo(column[index] ?? Number.NaN, 6);
      }
    },
  );

  it('keeps full precision; rounding is for display only', () => {
    expect(calculateRoi(makeInput(1_000_000, 100, 80_000, 4, 2, 3, 'security')).downtimeCost).not.toBe(
      184_615,
    );
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses an IT budget of %s', (budget) => {
    expect(() => calculateRoi(makeInput(budget, 10, 50_000, 1, 1, 1, 'cloud'))).toThrow(RangeError);
  });

  it('shows the analysing state for exactly 1500 ms', () => {
    expect(CALCULATION_DELAY_MS).toBe(1500);
  });
});

describe('rateRoi', () => {
  it.each([
    [1000, 'Excellent'],
    [200, 'Excellent'],
    [199.99, 'Good'],
    [100, 'Good'],
    [99.99, 'Moderate'],
    [50, 'Moderate'],
    [49.99, 'Low'],
    [0, 'Low'],
    [-25, 'Low'],
  ] as const)('%s%% is %s', (percentage, rating) => {
    expect(rateRoi(percentage)).toBe(rating);
  });

  it('absorbs floating-point noise just below a boundary', () => {
    expect(rateRoi(199.99999999999997)).toBe('Excellent');
  });
});

describe('project types', () => {
  it.each([
    ['infrastructure', 'Infrastructure Modernization', 0.2, 0.15],
    ['security', 'Security Program Enhancement', 0.25, 0.12],
    ['cloud', 'Cloud Migration', 0.3, 0.18],
    ['automation', 'Process Automation', 0.35, 0.1],
    ['compliance', 'Compliance & Governance', 0.15, 0.08],
    ['asset', 'IT Asset Management', 0.2, 0.06],
  ] as const)('%s: %s, ×%s savings, ×%s implementation', (value, label, multiplier, factor) => {
    expect(getRoiProjectType(value)).toEqual({
      value,
      label,
      savingsMultiplier: multiplier,
      implementationFactor: factor,
    });
  });

  it('lists exactly the six types, in order', () => {
    expect(roiProjectTypes.map((type) => type.value)).toEqual([...roiProjectTypeValues]);
    expect(roiProjectTypes).toHaveLength(6);
  });
});

describe('formatting', () => {
  it.each([
    [1_234_567, '$1,234,567'],
    [377_403.84615384, '$377,404'],
    [184_615.38461538, '$184,615'],
    [0, '$0'],
    [-0.4, '$0'],
    [-1500, '-$1,500'],
  ])('USD %s -> %s', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it.each([
    [245.31, '245.3%'],
    [214.50320512, '214.5%'],
    [200, '200.0%'],
    [53.33333333, '53.3%'],
    [1234.56, '1,234.6%'],
  ])('percent %s -> %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    [3.815541401273885, '3.8 months'],
    [4, '4.0 months'],
    [7.826086956521739, '7.8 months'],
  ])('payback %s -> %s', (value, text) => {
    expect(formatPaybackMonths(value)).toBe(text);
  });
});

const validForm: RoiFormValues = {
  currentItCosts: '1,000,000',
  employeeCount: '100',
  averageSalary: '$80,000',
  downtimeHours: '4',
  securityIncidents: '2',
  complianceGaps: '3',
  projectType: 'security',
};

describe('ROI form', () => {
  it('turns a valid form into calculator input', () => {
    expect(validateRoiForm(validForm)).toEqual({
      ok: true,
      input: makeInput(1_000_000, 100, 80_000, 4, 2, 3, 'security'),
    });
  });

  it.each(Object.entries(roiRequiredMessages) as [RoiFormField, string][])(
    'an empty %s gives "%s" and nothing else',
    (field, message) => {
      const result = validateRoiForm({ ...validForm, [field]: '' });
      expect(result).toEqual({ ok: false, errors: { [field]: message } });
    },
  );

  it('reports every empty field at once', () => {
    expect(validateRoiForm(emptyRoiFormValues)).toEqual({ ok: false, errors: roiRequiredMessages });
  });

  it.each([
    ['currentItCosts', '   ', 'Current IT costs are required'],
    ['currentItCosts', 'lots', 'Enter a number, such as 1,200,000'],
    ['currentItCosts', '1.2.3', 'Enter a number, such as 1,200,000'],
    ['currentItCosts', '0', 'Enter a number greater than 0'],
    ['employeeCount', '0', 'Enter a number greater than 0'],
    ['employeeCount', '12.5', 'Enter a whole number'],
    ['averageSalary', '-1', 'Enter a number of 0 or more'],
    ['downtimeHours', '-0.5', 'Enter a number of 0 or more'],
    ['securityIncidents', '1.5', 'Enter a whole number'],
    ['complianceGaps', '-2', 'Enter a number of 0 or more'],
    ['projectType', 'blockchain', 'Choose a project type from the list'],
  ] as const)('%s "%s" gives "%s"', (field, value, message) => {
    expect(validateRoiForm({ ...validForm, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it.each([
    ['averageSalary', '0', 0],
    ['downtimeHours', '0.5', 0.5],
    ['downtimeHours', '.5', 0.5],
    ['currentItCosts', ' $ 1,200,000 ', 1_200_000],
    ['securityIncidents', '0', 0],
  ] as const)('%s accepts "%s" as %s', (field, value, parsed) => {
    const result = validateRoiForm({ ...validForm, [field]: value });
    expect(result.ok && result.input[field]).toBe(parsed);
  });
});
