import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../catalog/messages.ts';
import type { Outage } from '../session/index.ts';

/** The current time, renewed every second while shown (the countdown to the next try). */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Says that the server cannot be reached while the session stays: what happened, that nothing
 * was lost, when the portal tries again by itself, and a button to try now.
 */
export function OutageNotice({ outage, onRetry }: { outage: Outage; onRetry: () => void }) {
  const now = useNow();
  const seconds = Math.max(1, Math.ceil((outage.retryAt - now) / 1000));
  return (
    <Alert color="orange" title={messages.outageTitle} data-testid="outage-notice">
      <Stack gap="xs">
        <Text size="sm">{messages.outageBody}</Text>
        {outage.message && <Text size="sm">{outage.message}</Text>}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="off">
            {outage.checking ? messages.outageRetrying : messages.outageRetryIn.replace('{detik}', String(seconds))}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry} loading={outage.checking}>
            {messages.outageRetryNow}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
