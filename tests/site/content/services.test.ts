import { describe, expect, it } from 'vitest';
import { bookableServices } from '../../../common/content/bookable-services';
import { detailPriceLabel } from '../../../site/content/service-detail';
import { serviceDetails } from '../../../site/content/service-details';
import { listPriceLabel, serviceIds, services } from '../../../site/content/services';

describe('the services', () => {
  it('are the eight of product rules §2.5, by their detail route ids', () => {
    expect(services.map((service) => service.id)).toEqual([...serviceIds]);
    expect(serviceIds).toHaveLength(8);
  });

  it('show the services list starting prices of product rules §5.6', () => {
    const labels = Object.fromEntries(services.map((service) => [service.id, listPriceLabel(service)]));
    expect(labels).toEqual({
      'window-cleaning': 'Starting at $175',
      'gutter-cleaning': 'Starting at $175',
      'pressure-washing': 'Starting at $250',
      'solar-panel-cleaning': 'Starting at $175',
      'holiday-light-installation': 'Starting at $350',
      'snow-removal': 'Custom quote',
      'moss-treatment': 'Starting at $350',
      'concrete-sealing': 'Starting at $350',
    });
  });

  it('show the detail page prices of product rules §5.6, which differ on purpose', () => {
    const labels = Object.fromEntries(serviceIds.map((id) => [id, detailPriceLabel(serviceDetails[id])]));
    expect(labels).toEqual({
      'window-cleaning': '$120',
      'gutter-cleaning': '$180',
      'pressure-washing': '$200',
      'solar-panel-cleaning': '$150',
      'holiday-light-installation': '$300',
      'snow-removal': '$80/visit',
      'moss-treatment': '$350',
      'concrete-sealing': '$350',
    });
  });

  it('state each detail price once: the pricing text under "From $X" repeats no figure', () => {
    for (const id of serviceIds) expect(serviceDetails[id].pricingText, id).not.toMatch(/\$\d/);
  });

  it('feature six on the home page', () => {
    expect(services.filter((service) => service.featured)).toHaveLength(6);
  });

  it('each have a description, features and a numbered process', () => {
    for (const id of serviceIds) {
      const detail = serviceDetails[id];
      expect(detail.longDescription.length, id).toBeGreaterThan(0);
      expect(detail.features.length, id).toBeGreaterThanOrEqual(4);
      expect(detail.process.length, id).toBeGreaterThanOrEqual(3);
      expect(detail.frequency, id).not.toBe('');
    }
  });

  it('name the same services as the quote form, holiday lights under its own quote id', () => {
    expect(services.map((service) => service.title).sort()).toEqual(bookableServices.map((service) => service.name).sort());
  });
});
