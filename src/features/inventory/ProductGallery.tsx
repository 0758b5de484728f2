import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Chip, IconButton, Text } from '@/components';
import * as styles from './Inventory.css';
import type { ProductFormValues } from './product-form';

export interface ProductGalleryProps {
  control: Control<ProductFormValues>;
  onThumbnailChange: (image: string) => void;
}

/** A product's pictures, one at a time: cycle through them and make the one shown the thumbnail of the table. */
export function ProductGallery({ control, onThumbnailChange }: ProductGalleryProps) {
  const { t } = useTranslation('inventory');
  const [images, thumbnail] = useWatch({ control, name: ['images', 'thumbnail'] });
  const [shown, setShown] = useState(() => Math.max(0, images.indexOf(thumbnail ?? '')));
  if (images.length === 0)
    return (
      <Text as="p" size="sm" tone="secondary">
        {t('gallery.none')}
      </Text>
    );
  const index = Math.min(shown, images.length - 1);
  const image = images[index]!;
  const step = (by: number) => setShown((index + by + images.length) % images.length);
  return (
    <section className={styles.gallery} aria-label={t('gallery.label')}>
      <img className={styles.galleryImage} src={image} alt={t('gallery.picture', { number: index + 1 })} />
      <div className={styles.galleryControls}>
        <IconButton icon="chevron-left" mirrorInRtl label={t('gallery.previous')} onPress={() => step(-1)} isDisabled={images.length < 2} />
        <Text as="span" size="sm" aria-live="polite">
          {t('gallery.position', { number: index + 1, count: images.length })}
        </Text>
        <IconButton icon="chevron-right" mirrorInRtl label={t('gallery.next')} onPress={() => step(1)} isDisabled={images.length < 2} />
      </div>
      {image === thumbnail ? (
        <Chip tone="primary" icon="star">
          {t('gallery.isThumbnail')}
        </Chip>
      ) : (
        <Button size="sm" variant="secondary" icon="photo" onPress={() => onThumbnailChange(image)}>
          {t('gallery.makeThumbnail')}
        </Button>
      )}
    </section>
  );
}
