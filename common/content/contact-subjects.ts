// The subject choices of the contact form, as value and label (product rules §3.8).
import { serviceNames } from './service-names';

export const contactSubjects: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Select a subject' },
  { value: 'quote', label: 'Request a Quote' },
  { value: 'window-cleaning', label: serviceNames['window-cleaning'] },
  { value: 'gutter-cleaning', label: serviceNames['gutter-cleaning'] },
  { value: 'moss-treatment', label: serviceNames['moss-treatment'] },
  { value: 'concrete-sealing', label: serviceNames['concrete-sealing'] },
  { value: 'pressure-washing', label: serviceNames['pressure-washing'] },
  // This one subject value differs from the service's id, on purpose (product rules §3.8).
  { value: 'solar-cleaning', label: serviceNames['solar-panel-cleaning'] },
  { value: 'holiday-lights', label: serviceNames['holiday-lights'] },
  { value: 'snow-removal', label: serviceNames['snow-removal'] },
  { value: 'emergency', label: 'Emergency Service' },
  { value: 'other', label: 'Other' },
];
