// The subject choices of the contact form, as value and label (SPEC 3 "Contact message").

export const contactSubjects: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Select a subject' },
  { value: 'quote', label: 'Request a Quote' },
  { value: 'window-cleaning', label: 'Window Cleaning' },
  { value: 'gutter-cleaning', label: 'Gutter Cleaning' },
  { value: 'moss-treatment', label: 'Moss Treatment' },
  { value: 'concrete-sealing', label: 'Concrete Sealing' },
  { value: 'pressure-washing', label: 'Pressure Washing' },
  { value: 'solar-cleaning', label: 'Solar Panel Cleaning' },
  { value: 'holiday-lights', label: 'Holiday Light Installation' },
  { value: 'snow-removal', label: 'Snow Removal' },
  { value: 'emergency', label: 'Emergency Service' },
  { value: 'other', label: 'Other' },
];
