/** The spec's six IT project types (§9), with their savings multiplier and implementation cost factor. */
export const roiProjectTypes = [
  {
    value: 'infrastructure',
    label: 'Infrastructure Modernization',
    savingsMultiplier: 0.2,
    implementationFactor: 0.15,
  },
  {
    value: 'security',
    label: 'Security Program Enhancement',
    savingsMultiplier: 0.25,
    implementationFactor: 0.12,
  },
  { value: 'cloud', label: 'Cloud Migration', savingsMultiplier: 0.3, implementationFactor: 0.18 },
  { value: 'automation', label: 'Process Automation', savingsMultiplier: 0.35, implementationFactor: 0.1 },
  {
    value: 'compliance',
    label: 'Compliance & Governance',
    savingsMultiplier: 0.15,
    implementationFactor: 0.08,
  },
  { value: 'asset', label: 'IT Asset Management', savingsMultiplier: 0.2, implementationFactor: 0.06 },
] as const;

export type RoiProjectTypeValue = (typeof roiProjectTypes)[number]['value'];

export type RoiProjectType = {
  value: RoiProjectTypeValue;
  label: string;
  savingsMultiplier: number;
  implementationFactor: number;
};

export const roiProjectTypeValues = [
  'infrastructure',
  'security',
  'cloud',
  'automation',
  'compliance',
  'asset',
] as const satisfies readonly RoiProjectTypeValue[];

export function getRoiProjectType(value: RoiProjectTypeValue): RoiProjectType {
  const found = roiProjectTypes.find((type) => type.value === value);
  if (!found) throw new RangeError(`Unknown ROI project type: ${value}`);
  return found;
}
