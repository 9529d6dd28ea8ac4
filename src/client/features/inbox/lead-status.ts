import { type LeadStatus, leadStatuses, leadStatusLabels } from '../../../shared/api/contacts';

export const STATUS_OPTIONS = leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }));

/** The badge colour of each status: new stands out, won is good news, closed steps back. */
export const STATUS_TONES: Record<LeadStatus, 'blue' | 'amber' | 'green' | 'gray'> = {
  new: 'blue',
  replied: 'amber',
  'in-discussion': 'amber',
  won: 'green',
  closed: 'gray',
};
