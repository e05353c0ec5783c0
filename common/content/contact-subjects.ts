// The subject choices of the contact form, as value and label (product rules §3.8).
import { serviceNames } from './service-names';

export const contactSubjects: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Select a subject' },
  { value: 'quote', label: 'Request a Quote' },
  // One subject per service, in the services' order, valued by the service's id; solar panel cleaning's value
  // differs from its id, on purpose (product rules §3.8).
  ...Object.entries(serviceNames).map(([id, label]) => ({ value: id === 'solar-panel-cleaning' ? 'solar-cleaning' : id, label })),
  { value: 'emergency', label: 'Emergency Service' },
  { value: 'other', label: 'Other' },
];
