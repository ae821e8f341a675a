import { Alert, Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '../../router/index.ts';
import { messages } from '../../catalog/messages.ts';
import { usePageTitle } from '../a11y/index.ts';
import { AccountCard, PasswordField } from '../account-forms/index.ts';
import { login, nextLocation, storeCredentials } from '../session/index.ts';

export function LoginPage() {
  usePageTitle('Masuk');
  const navigate = useNavigate();
  // A page that sent the user here (a reference page's 'Coba') gets them back once signed in.
  const next = nextLocation(new URLSearchParams(useSearch()).get('next'));
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
    <AccountCard title="Masuk ke Portal API" width={420} onSubmit={submit} other={{ question: 'Belum punya akun?', to: '/daftar', label: 'Daftar' }} note={messages.demoAccount}>
      <TextInput label="Username" autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
      <PasswordField label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" loading={sending}>
        Masuk
      </Button>
    </AccountCard>
  );
}
