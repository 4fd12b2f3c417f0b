import { z } from 'zod';
import { library } from '../collection-parts.ts';
import { text } from '../field-info.ts';

export const faq = library({
  name: 'faq',
  label: 'FAQ',
  labelSingular: 'Question',
  folder: 'faq',
  description:
    "Questions and answers of model pages. They may quote the aircraft's figures: {{name}}, {{flightTime}}, {{payloadList}} and so on.",
  ns: 'faq',
  summary: '{{question}}',
  pickedBy: { display: ['question'], search: ['question', 'id'] },
  texts: z
    .object({
      question: text({ label: 'Question' }),
      answer: text({ label: 'Answer', multiline: true }),
      answerWithoutPayloads: text({
        label: 'Answer for an aircraft without payloads',
        multiline: true,
        hint: 'Optional: shown instead of the answer on the page of a drone that carries no payload.',
      }).optional(),
    })
    .strict(),
  place: (id, texts) => [
    {
      ns: 'catalogue',
      path: ['faq', id],
      value: {
        question: texts.question,
        answer: texts.answer,
        ...(texts.answerWithoutPayloads === undefined
          ? {}
          : { answer_withoutPayloads: texts.answerWithoutPayloads }),
      },
    },
  ],
});
