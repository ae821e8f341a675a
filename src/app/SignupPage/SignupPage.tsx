import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountMessages, checkNama, checkPassword, checkRepeat, checkUsername } from '../../catalog/account-rules.ts';
import { MainContent, PublicHeader, usePageTitle } from '../a11y/index.ts';
import { focusFirstError, ServerMessage } from '../account-forms/index.ts';
import { register } from '../session/account-api.ts';
import { storeCredentials } from '../session/index.ts';

const fields = ['nama', 'username', 'password', 'repeat'] as const;
const toggleLabel = { 'aria-label': 'Tampilkan atau sembunyikan password' };

/** Sign-up: a new account, then straight to the dashboard with a session like a login's. */
export function SignupPage() {
  usePageTitle('Daftar');
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    name: 'daftar',
    initialValues: { nama: '', username: '', password: '', repeat: '' },
    validate: {
      nama: checkNama,
      username: checkUsername,
      password: checkPassword,
      repeat: (value, values) => checkRepeat(value, values.password),
    },
  });

  async function submit(values: typeof form.values) {
    setRefusal(null);
    const result = await register({ nama: values.nama.trim(), username: values.username, password: values.password });
    if (result.ok) {
      storeCredentials(result.data);
      navigate('/dashboard');
      return;
    }
    if (result.status === 409) {
      // A taken name belongs to its field: the message is read with it and focus goes there.
      form.setFieldError('username', result.message || accountMessages.usernameTaken);
      form.getInputNode('username')?.focus();
      return;
    }
    setRefusal(result.message);
  }

  return (
    <>
      <PublicHeader />
      <MainContent>
        <Container size={460} py={48}>
          <Title order={1} ta="center" mb="lg">
            Daftar di Portal API
          </Title>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, fields, errors))} noValidate>
              <Stack gap="md">
                <TextInput label="Nama" autoComplete="name" withAsterisk {...form.getInputProps('nama')} />
                <TextInput
                  label="Username"
                  description="3–32 karakter: huruf kecil, angka, titik (.) atau garis bawah (_)."
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  withAsterisk
                  {...form.getInputProps('username')}
                />
                <PasswordInput
                  label="Password"
                  description="Minimal 8 karakter."
                  autoComplete="new-password"
                  withAsterisk
                  visibilityToggleButtonProps={toggleLabel}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label="Ulangi password"
                  autoComplete="new-password"
                  withAsterisk
                  visibilityToggleButtonProps={toggleLabel}
                  {...form.getInputProps('repeat')}
                />
                <ServerMessage message={refusal} />
                <Button type="submit" loading={form.submitting}>
                  Daftar
                </Button>
                <Text size="sm" ta="center">
                  Sudah punya akun?{' '}
                  <Anchor component={Link} to="/login" inherit underline="always">
                    Masuk
                  </Anchor>
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
