import { useState } from 'react';
import { resolveAssetUrl } from '../lib/asset-url.ts';

interface AvatarProps {
  /** The user's photo: a full URL, a path relative to the API base, or null. */
  photo?: string | null | undefined;
  size?: number;
  /** Accessible name; leave out when the name is printed beside the avatar. */
  label?: string;
  className?: string;
}

/** The built-in default avatar: a grey silhouette in a circle. */
export function DefaultAvatar({ size = 40, label, className }: Omit<AvatarProps, 'photo'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={['avatar', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label ? <title>{label}</title> : null}
      <circle cx="32" cy="32" r="32" fill="#dee2e6" />
      <circle cx="32" cy="25" r="11" fill="#adb5bd" />
      <path
        d="M12.5 54.5C15 44 22.8 38.5 32 38.5S49 44 51.5 54.5A31.8 31.8 0 0 1 32 64a31.8 31.8 0 0 1-19.5-9.5z"
        fill="#adb5bd"
      />
    </svg>
  );
}

/** The user's photo, round; the default avatar when there is none or it fails to load. */
export function Avatar({ photo, size = 40, label, className }: AvatarProps) {
  const src = resolveAssetUrl(photo);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <DefaultAvatar size={size} label={label} className={className} />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={label ?? ''}
      className={['avatar', 'object-fit-cover', className].filter(Boolean).join(' ')}
      onError={() => setFailedSrc(src)}
    />
  );
}
