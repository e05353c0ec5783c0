// The quote form's prefill attribute (product rules §8.2): the services the host page chose for the visitor.
import { bookableServices } from '../../content/bookable-services';
import type { AttributeReader } from '../widget-attributes';

/** <okanagan-quote-form>: services, comma-separated quote-page service ids; unknown ids are left out. */
export const quoteFormPrefill = {
  names: ['services'],
  parse({ read, ignore }: AttributeReader) {
    const wanted = (read('services') ?? '').split(',').map((id) => id.trim());
    const ids = bookableServices.map(({ id }) => id);
    const unknown = wanted.filter((id) => id && !(ids as string[]).includes(id));
    if (unknown.length) ignore('services', unknown.join(), `which is not one of ${ids.join(', ')}`);
    const services = ids.filter((id) => wanted.includes(id));
    return { services: services.length ? services : undefined };
  },
};
