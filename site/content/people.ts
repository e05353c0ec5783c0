// Team members named on more than one page (the owner's name is a business fact in common/content/business.ts).
import { business } from '../../common/content/business';

export const leadTechnicianName = 'Marcus Bell';

/** How the copy refers to the owner and the lead technician after the first mention. */
export const ownerFirstName = firstName(business.ownerName);
export const leadTechnicianFirstName = firstName(leadTechnicianName);

function firstName(fullName: string): string {
  return fullName.split(' ')[0];
}
