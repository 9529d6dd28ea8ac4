import { profile } from './profile';

/** The owner's full name, as the bar, footer and page titles show it. */
export const ownerName = `${profile.firstName} ${profile.lastName}`;
