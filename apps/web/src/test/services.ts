import type { Service } from '@atelier/contracts';

/** The painting service as GET /api/services returns it: two places, two session types. */
export const paintingService: Service = {
  slug: 'painting-sessions',
  name: 'Painting Sessions',
  description: '',
  button_label: 'BOOK NOW',
  target: '/book',
  featured: false,
  locations: ['Main Branch', 'City Center'],
  types: ['Art Studio', 'Creative Hub'],
  image: null,
};
