import { library, shortText } from '../collection-parts.ts';

export const deliveryPoints = library({
  name: 'delivery-points',
  label: 'Delivery system points',
  labelSingular: 'Delivery system point',
  folder: 'delivery-points',
  description: 'The description points of delivery systems.',
  ns: 'deliveryPoints',
  summary: '{{text}}',
  pickedBy: { display: ['text'], search: ['text', 'id'] },
  texts: shortText('Point'),
});
