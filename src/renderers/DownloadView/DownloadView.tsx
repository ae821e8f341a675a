import { Alert, Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useObjectUrl } from '../use-object-url.ts';
import type { RendererProps } from '../types.ts';
import { downloadName } from './download-name.ts';

/** A file answer: downloaded at once under its name, with a link to download it again. */
export function DownloadView({ answer, filename, inputs }: RendererProps) {
  const url = useObjectUrl(answer.blob);
  const link = useRef<HTMLAnchorElement>(null);
  const name = downloadName(filename, inputs);
  useEffect(() => {
    if (url) link.current?.click();
  }, [url]);
  if (!url) return null;
  return (
    <Alert color="green" title="File siap" data-renderer="download">
      <Button ref={link} component="a" href={url} download={name} variant="light">
        Unduh {name}
      </Button>
    </Alert>
  );
}
