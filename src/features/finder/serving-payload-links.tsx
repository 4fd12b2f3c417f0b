import { memo } from 'react';
import type { Payload } from '../../catalogue/payloads.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { LabelledLinks } from '../catalogue/labelled-links.tsx';
import { productName } from '../catalogue/product-name.ts';

interface ServingPayloadLinksProps {
  /** The catalogue's payloads, as the judgement lists them for the card. */
  payloads: readonly Payload[];
  /** Whether the mission names a task: the line then says "serving the task", else "all". */
  taskStated: boolean;
}

/**
 * A result card's line of payloads, each a link to its card in its listing. Rendered again only
 * when the payloads or the task change: the card itself renders at every keystroke, as its
 * checks follow the needs, and every link would otherwise work out its address again.
 */
export const ServingPayloadLinks = memo(function ServingPayloadLinks({
  payloads,
  taskStated,
}: ServingPayloadLinksProps) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['finder', 'catalogue', 'common']);
  return (
    <LabelledLinks
      label={t(taskStated ? 'card.servingPayloads' : 'card.allPayloads')}
      links={payloads.map((payload) => ({
        id: payload.slug,
        to: paths.productInListing(lang, payload.category, payload.slug),
        text: productName({ family: 'payloads', slug: payload.slug, payload }, t),
      }))}
    />
  );
}, sameLine);

/** The judgement lists new arrays at each keystroke, of the catalogue's same payloads. */
function sameLine(before: ServingPayloadLinksProps, after: ServingPayloadLinksProps): boolean {
  return (
    before.taskStated === after.taskStated &&
    before.payloads.length === after.payloads.length &&
    before.payloads.every((payload, index) => payload === after.payloads[index])
  );
}
