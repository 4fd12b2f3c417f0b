import { productPhotos } from '../../catalogue/product-photos.ts';
import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { ProductPhoto } from '../../features/catalogue/product-photo.tsx';
import { cardImageSizes } from '../../features/catalogue/product-picture.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';

/** The model's photos after the hero's own; they load as they scroll into view. */
export function ModelPhotos({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  const morePhotos = productPhotos(drone).slice(1);
  if (morePhotos.length === 0) return null;
  return (
    <ModelSection id="photos" title={t('model.photos', values)}>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {morePhotos.map((photo) => (
          <li key={photo.image}>
            <ProductPhoto photo={photo} sizes={cardImageSizes} className="rounded-lg" />
          </li>
        ))}
      </ul>
    </ModelSection>
  );
}
