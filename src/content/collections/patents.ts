import { library, shortText } from '../collection-parts.ts';

export const patents = library({
  name: 'patents',
  label: 'Patents',
  labelSingular: 'Patent',
  folder: 'patents',
  description: 'Patented technology, named on product cards and pages.',
  ns: 'patents',
  summary: '{{text}}',
  pickedBy: { display: ['text'], search: ['text', 'id'] },
  texts: shortText('Patent'),
});
