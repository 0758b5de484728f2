import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button, Chip, IconButton, Text } from '@/components';
import { refusalOf } from '@/lib/http';
import { pictureRules } from '@/lib/validation';
import { useUploadPicture } from './api/change-products';
import * as styles from './Inventory.css';
import type { ProductFormValues } from './product-form';

/** The most pictures a product keeps, as the server's schema says. */
const mostPictures = 12;

export interface ProductGalleryProps {
  control: Control<ProductFormValues>;
  onThumbnailChange: (image: string) => void;
  /** The pictures changed (one added or removed), with the thumbnail that goes with them; saved with the form. */
  onImagesChange: (images: string[], thumbnail: string | null) => void;
}

/**
 * A product's pictures, one at a time: cycle through them, make the one shown the thumbnail of the
 * table, add one (the server tells a picture by its bytes) or remove the one shown. What changes is
 * saved with the form.
 */
export function ProductGallery({ control, onThumbnailChange, onImagesChange }: ProductGalleryProps) {
  const { t } = useTranslation('inventory');
  const [images, thumbnail] = useWatch({ control, name: ['images', 'thumbnail'] });
  const [shown, setShown] = useState(() => Math.max(0, images.indexOf(thumbnail ?? '')));
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPicture();

  const add = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > pictureRules.maxBytes) return setProblem(t('gallery.tooLarge', { name: file.name, max: 5 }));
    if (!(pictureRules.types as readonly string[]).includes(file.type)) return setProblem(t('gallery.notAPicture', { name: file.name }));
    upload.mutate(file, {
      onSuccess: ({ path }) => {
        onImagesChange([...images, path], thumbnail ?? path);
        setShown(images.length);
      },
      onError: (error) => setProblem(t(refusalOf(error) ? 'gallery.notAPicture' : 'gallery.uploadFailed', { name: file.name })),
    });
  };

  const addButton = (
    <FileTrigger acceptedFileTypes={[...pictureRules.types]} onSelect={add}>
      <Button size="sm" variant="secondary" icon="plus" isLoading={upload.isPending} isDisabled={images.length >= mostPictures}>
        {t('gallery.add')}
      </Button>
    </FileTrigger>
  );
  const problemLine = problem ? (
    <div role="alert">
      <Text as="p" size="sm" tone="critical">
        {problem}
      </Text>
    </div>
  ) : null;

  if (images.length === 0)
    return (
      <section className={styles.gallery} aria-label={t('gallery.label')}>
        <Text as="p" size="sm" tone="secondary">
          {t('gallery.none')}
        </Text>
        {addButton}
        {problemLine}
      </section>
    );
  const index = Math.min(shown, images.length - 1);
  const image = images[index]!;
  const step = (by: number) => setShown((index + by + images.length) % images.length);
  const remove = () => {
    const rest = images.filter((_, position) => position !== index);
    onImagesChange(rest, image === thumbnail ? (rest[0] ?? null) : thumbnail);
    setShown(Math.max(0, index - 1));
  };
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
      <div className={styles.galleryControls}>
        {image === thumbnail ? (
          <Chip tone="primary" icon="star">
            {t('gallery.isThumbnail')}
          </Chip>
        ) : (
          <Button size="sm" variant="secondary" icon="photo" onPress={() => onThumbnailChange(image)}>
            {t('gallery.makeThumbnail')}
          </Button>
        )}
        <IconButton icon="trash" label={t('gallery.remove', { number: index + 1 })} onPress={remove} />
      </div>
      {addButton}
      {problemLine}
    </section>
  );
}
