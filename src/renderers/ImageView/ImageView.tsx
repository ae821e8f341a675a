import { Button, Image, Stack } from '@mantine/core';
import { downloadName } from '../DownloadView/download-name.ts';
import { AnswerError, AnswerFrame, AnswerImage, answerRecord, imageSource } from '../parts/index.ts';
import { useObjectUrl } from '../use-object-url.ts';
import type { RendererProps } from '../types.ts';

/**
 * An image answer: a preview and a download under the spec's file name. With `response.image`
 * options and a JSON answer, the picture the answer points at instead (a random picture's first URL).
 */
export function ImageView(props: RendererProps) {
  const { entry, answer, inputs } = props;
  const spec = entry.response.image;
  if (!spec || answer.as !== 'json') return <ImageFile {...props} />;
  const body = answerRecord(answer);
  if (imageSource(spec, body).state === 'invalid') return <AnswerError message={entry.error} />;
  return (
    <AnswerFrame options={spec} body={body} kind="image">
      <AnswerImage part={spec} body={body} inputs={inputs} fallback={entry.error} />
    </AnswerFrame>
  );
}

function ImageFile({ entry, answer, filename, inputs }: RendererProps) {
  const url = useObjectUrl(answer.blob);
  if (!url) return null;
  const name = downloadName(filename, inputs, 'gambar.png');
  return (
    <Stack gap="xs" data-renderer="image">
      <Image src={url} alt={`Hasil ${entry.title}`} maw={480} fit="contain" radius="sm" />
      <Button component="a" href={url} download={name} variant="light" w="fit-content">
        Unduh {name}
      </Button>
    </Stack>
  );
}
