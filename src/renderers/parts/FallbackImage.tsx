import { Image, Text, type ImageProps } from '@mantine/core';
import { useState } from 'react';

export interface FallbackImageProps extends Omit<ImageProps, 'src' | 'alt'> {
  src: string;
  alt: string;
  /** Said instead of a broken image when it cannot load (offline, gone, not an image). */
  fallback: string;
}

/** An image that turns into a plain sentence when it fails to load. */
export function FallbackImage({ src, alt, fallback, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A new address gets a new chance: the failure belongs to the address that failed.
  if (failedSrc === src) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {fallback}
      </Text>
    );
  }
  return <Image src={src} alt={alt} onError={() => setFailedSrc(src)} {...rest} />;
}
