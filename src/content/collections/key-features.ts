import { z } from 'zod';
import { library } from '../collection-parts.ts';
import { text } from '../field-info.ts';

export const keyFeatures = library({
  name: 'key-features',
  label: 'Key features',
  labelSingular: 'Key feature',
  folder: 'key-features',
  description:
    'The "Key features" of model pages. A text may quote the aircraft\'s figures: {{name}}, {{range}}, {{cruiseSpeed}}, {{payloadList}} and so on.',
  ns: 'droneFeatures',
  summary: '{{title}}',
  pickedBy: { display: ['title'], search: ['title', 'id'] },
  texts: z
    .object({
      title: text({ label: 'Title' }),
      description: text({ label: 'Text', multiline: true }),
    })
    .strict(),
  place: (id, texts) => [{ ns: 'catalogue', path: ['droneFeatures', id], value: texts }],
});
