// Dates as people read them, worked out by hand so the prerendered HTML and the browser always agree.

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "December 22, 2024" from "2024-12-22". */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${months[month - 1]} ${day}, ${year}`;
}
