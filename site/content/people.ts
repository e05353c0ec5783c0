// Team members named on more than one page (the owner's name is a business fact in widgets/content/business.ts).

export const leadTechnicianName = 'Marcus Bell';
