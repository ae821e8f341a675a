import { Alert, Avatar, Badge, Button, Code, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useFetched } from '../../usage/use-fetched.ts';
import { ProfileSection } from '../ProfilePage/ProfileSection.tsx';
import { useSession } from '../session/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { call, timeText, type ChannelPost } from './webhook-api.ts';

async function fetchChannel(token: string) {
  const [channel, posts] = await Promise.all([call<{ url: string }>(token, 'GET', '/api/account/test-channel'), call<ChannelPost[]>(token, 'GET', '/api/account/test-channel/messages')]);
  if (!channel.ok) return { ok: false as const, status: 0, message: channel.message };
  if (!posts.ok) return { ok: false as const, status: 0, message: posts.message };
  return { ok: true as const, data: { url: channel.data.url, posts: posts.data } };
}

/** One post as a channel shows it: sender, avatar, content and embeds, and whether its signature holds. */
function Post({ post }: { post: ChannelPost }) {
  const { body } = post;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {/* The page's CSP allows only its own images: the sender's initial stands in for its avatar URL. */}
        <Avatar radius="xl" color="blue" alt={body.username ?? 'Pengirim'}>
          {(body.username ?? 'W').slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{body.username ?? 'Webhook'}</Text>
            <Text size="xs" c="dimmed">
              {timeText(post.receivedAt)}
            </Text>
            <Badge color={post.signatureValid ? 'green' : 'red'} variant="light">
              {post.signatureValid ? 'Tanda tangan valid' : 'Tanda tangan tidak valid'}
            </Badge>
          </Group>
          {body.content && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body.content}</Text>
          )}
          {body.embeds?.map((embed, i) => (
            <Paper key={i} withBorder p="xs" radius="sm" style={{ borderLeftWidth: 4 }}>
              {embed.title && <Text fw={600}>{embed.title}</Text>}
              {embed.description && <Text size="sm">{embed.description}</Text>}
              {embed.fields?.map((field) => (
                <Text key={field.name} size="sm">
                  <b>{field.name}:</b> {field.value}
                </Text>
              ))}
            </Paper>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * 'Kanal uji': the account's inbox URL on the portal and the posts it received, rendered like a
 * channel. A new `sent` (an attempt made on this page) reads the inbox again.
 */
export function TestChannelSection({ sent = 0 }: { sent?: number }) {
  const { token } = useSession();
  const { loaded: fetched, reload } = useFetched(`${token} ${sent}`, () => fetchChannel(token));
  const loaded = fetched.state === 'ready' ? { state: 'ready' as const, ...fetched.data } : fetched;

  return (
    <ProfileSection id="kanal-uji" title="Kanal uji" intro="Pasang URL ini sebagai webhookUrl pengingat untuk mencobanya tanpa layanan luar. Pesan yang masuk tampil di sini dengan hasil pemeriksaan tanda tangannya.">
      {loaded.state === 'loading' && <Spinner label="Memuat kanal uji" />}
      {loaded.state === 'failed' && <Alert color="red">{loaded.message}</Alert>}
      {loaded.state === 'ready' && (
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere', flex: 1 }}>{loaded.url}</Code>
            <CopyButton value={loaded.url}>{({ copied, copy }) => <Button size="compact-sm" variant="light" onClick={copy}>{copied ? 'Tersalin' : 'Salin URL'}</Button>}</CopyButton>
          </Group>
          {loaded.posts.length === 0 ? <Text c="dimmed">Kanal uji belum menerima pesan.</Text> : loaded.posts.map((post, i) => <Post key={`${post.receivedAt}-${i}`} post={post} />)}
          <Button variant="subtle" onClick={reload} style={{ alignSelf: 'flex-start' }}>
            Muat ulang
          </Button>
        </Stack>
      )}
    </ProfileSection>
  );
}
