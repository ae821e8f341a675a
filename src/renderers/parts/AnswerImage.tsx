import { Text, Title } from '@mantine/core';
import type { ImagePart } from '../../catalog/answer-views.ts';
import { fillAnswerText, withoutPlaceholders } from '../../engine/index.ts';
import { imageSource } from './answer-image.ts';
import { displayImageUrl } from './image-url.ts';
import { FallbackImage } from './FallbackImage.tsx';

export interface AnswerImageProps {
  part: ImagePart;
  body: unknown;
  inputs: Record<string, unknown>;
  /** Said when the picture cannot load and the part declares no `fallback` (the entry's error). */
  fallback: string;
}

/** A picture the answer points at, outside ones through the portal's image proxy; a sentence when there is none. */
export function AnswerImage({ part, body, inputs, fallback }: AnswerImageProps) {
  const source = imageSource(part, body);
  const alt = fillAnswerText(part.alt, { data: body, inputs }) ?? withoutPlaceholders(part.alt);
  return (
    <>
      {part.title ? (
        <Title order={5} mt="xs">
          {part.title}
        </Title>
      ) : null}
      {source.state === 'url' ? (
        <FallbackImage
          src={displayImageUrl(source.url)}
          alt={alt}
          fallback={part.fallback ?? fallback}
          maw={part.width ?? 480}
          w={part.width}
          fit="contain"
          radius="sm"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {part.missing ?? fallback}
        </Text>
      )}
    </>
  );
}
