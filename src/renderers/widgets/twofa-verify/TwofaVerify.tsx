import { Alert, Code, Stack, Title } from '@mantine/core';
import { AnswerError } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';

/** The verification's whole body, under a success or failure headline ('Verifikasi gagal.'). */
export function TwofaVerify({ entry, answer }: RendererProps) {
  const data = answer.as === 'json' ? answer.data : undefined;
  const body = (typeof data === 'object' && data !== null ? data : {}) as { status?: unknown; message?: unknown };
  const ok = body.status === true;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  return (
    <Stack gap="xs" data-widget="twofa-verify" data-verified={ok}>
      {ok ? (
        <Alert color="green" title="Verifikasi berhasil" role="status">
          {message ?? entry.success}
        </Alert>
      ) : (
        <AnswerError message={entry.error} detail={message && message !== entry.error ? message : undefined} />
      )}
      <Title order={4} size="sm" id="twofa-verify-body">
        Respons server
      </Title>
      <Code block aria-labelledby="twofa-verify-body">
        {JSON.stringify(data ?? null, null, 2)}
      </Code>
    </Stack>
  );
}
