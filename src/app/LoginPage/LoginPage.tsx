import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../catalog/messages.ts';
import { MainContent, PublicHeader, usePageTitle } from '../a11y/index.ts';
import { login, nextLocation, storeCredentials } from '../session/index.ts';

export function LoginPage() {
  usePageTitle('Masuk');
  const navigate = useNavigate();
  // A page that sent the user here (a reference page's 'Coba') gets them back once signed in.
  const [params] = useSearchParams();
  const next = nextLocation(params.get('next'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(messages.loginRequired);
      return;
    }
    setSending(true);
    setError(null);
    const result = await login(username.trim(), password);
    setSending(false);
    if (!result.ok) {
      // Shown once, next to the form (no toast on top): the form is where the user retries.
      setError(result.message);
      return;
    }
    storeCredentials(result.credentials);
    navigate(next);
  }

  return (
    <>
      <PublicHeader />
      <MainContent>
        <Container size={420} py={48}>
          <Title order={1} ta="center" mb="lg">
            Masuk ke Portal API
          </Title>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput label="Username" autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan password' }}
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                {error ? (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                ) : null}
                <Button type="submit" loading={sending}>
                  Masuk
                </Button>
                <Text size="sm" ta="center">
                  Belum punya akun?{' '}
                  <Anchor component={Link} to="/daftar" inherit underline="always">
                    Daftar
                  </Anchor>
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {messages.demoAccount}
                </Text>
                <Anchor component={Link} to="/" size="sm" ta="center">
                  Kembali ke beranda
                </Anchor>
              </Stack>
            </form>
          </Paper>
        </Container>
      </MainContent>
    </>
  );
}
