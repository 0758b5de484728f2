import { Icon, type IconName, type IconSize } from '@/components';
import * as styles from './FileManager.css';
import type { FileKind } from './schemas';

const kindIcons: Record<FileKind, IconName> = {
  folder: 'folder',
  PDF: 'document',
  XLS: 'table-cells',
  DOC: 'document-text',
  TXT: 'document-text',
  JPG: 'photo',
};

/** The picture of an item's kind, in the kind's colour; its name says the kind in words. */
export function FileIcon({ kind, size = 'lg' }: { kind: FileKind; size?: IconSize }) {
  return (
    <span className={styles.kindColors[kind]}>
      <Icon name={kindIcons[kind]} size={size} />
    </span>
  );
}
