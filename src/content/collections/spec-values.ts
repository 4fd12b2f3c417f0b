import { library, shortText } from '../collection-parts.ts';

export const specValues = library({
  name: 'spec-values',
  label: 'Spec values',
  labelSingular: 'Spec value',
  folder: 'spec-values',
  description:
    'Words that stand as a figure in specification tables (materials, propulsion, antennas): a figure of the kind "words" picks one.',
  ns: 'values',
  summary: '{{text}}',
  texts: shortText('Value'),
});
