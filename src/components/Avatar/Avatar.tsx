import { useState } from 'react';
import * as styles from './Avatar.css';
import { safeImageSource } from './image-source';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const presenceStatuses = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof presenceStatuses)[number];

export interface AvatarProps {
  /** The person's name: the image's text alternative and the source of the initials. */
  name: string;
  src?: string | null;
  size?: (typeof avatarSizes)[number];
  /** A presence dot; its meaning is in `statusLabel` for screen readers. */
  status?: PresenceStatus;
  statusLabel?: string;
  /** Hide from assistive tech when the name is already written beside it. */
  decorative?: boolean;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

function DefaultAvatar() {
  return (
    <svg className={styles.fallbackIcon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="7" r="5" />
      <path d="M2 22c0-5.5 4.5-9 10-9s10 3.5 10 9z" />
    </svg>
  );
}

/**
 * A person's picture. Without a photo it shows initials; when the photo fails to load it falls back
 * to the default avatar.
 */
export function Avatar({ name, src: givenSrc, size = 'md', status, statusLabel, decorative = false }: AvatarProps) {
  const src = safeImageSource(givenSrc);
  // Remembers which photo failed, so that a new photo gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;
  const label = decorative ? undefined : name;

  return (
    <span className={`${styles.root} ${styles.sizes[size]}`}>
      {src && !failed ? (
        <span className={styles.avatar}>
          <img className={styles.image} src={src} alt={label ?? ''} onError={() => setFailedSrc(src)} />
        </span>
      ) : (
        <span className={styles.avatar} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
          {failed || !initialsOf(name) ? <DefaultAvatar /> : initialsOf(name)}
        </span>
      )}
      {status ? (
        <span
          className={`${styles.status} ${styles.statusColors[status]}`}
          {...(statusLabel ? { role: 'img', 'aria-label': statusLabel } : { 'aria-hidden': true })}
        />
      ) : null}
    </span>
  );
}

/** The presence colour on its own, e.g. beside the status names in a menu; decorative. */
export function PresenceDot({ status }: { status: PresenceStatus }) {
  return <span className={`${styles.standaloneStatus} ${styles.statusColors[status]}`} aria-hidden="true" />;
}
