import {
  applicationPriorities,
  applicationStatuses,
  statusLabels,
} from '../../../shared/api/job-applications';

export const STATUS_OPTIONS = applicationStatuses.map((value) => ({ value, label: statusLabels[value] }));

export const PRIORITY_OPTIONS = applicationPriorities.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
