import { Text } from '@mantine/core';

/** Said when an answer arrived without the fields a widget shows: the entry's fallback message. */
export function InvalidAnswer({ message }: { message: string }) {
  return (
    <Text c="red" role="alert">
      {message}
    </Text>
  );
}
