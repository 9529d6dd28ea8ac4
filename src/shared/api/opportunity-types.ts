/** The contact form's opportunity types: value and label. */
export const opportunityTypes = [
  { value: 'consulting', label: 'Consulting Project' },
  { value: 'fulltime', label: 'Full-time Position' },
  { value: 'advisory', label: 'Advisory Role' },
  { value: 'other', label: 'Other' },
] as const;

export const findOpportunityLabel = (value: string): string =>
  opportunityTypes.find((type) => type.value === value)?.label ?? value;
