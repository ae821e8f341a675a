import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from '../../router/index.ts';
import { fieldMessages, checkNama, checkPassword, checkRepeat, checkUsername } from '../../catalog/account-rules.ts';
import { usePageTitle } from '../a11y/index.ts';
import { AccountCard, focusFirstError, NewPasswordFields, ServerMessage } from '../account-forms/index.ts';
import { register } from '../session/account-api.ts';
import { storeCredentials } from '../session/index.ts';

const fields = ['nama', 'username', 'password', 'repeat'] as const;

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
      form.setFieldError('username', result.message || fieldMessages.usernameTaken);
      form.getInputNode('username')?.focus();
      return;
    }
    setRefusal(result.message);
  }

  return (
    <AccountCard
      title="Daftar di Portal API"
      width={460}
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, fields, errors))}
      other={{ question: 'Sudah punya akun?', to: '/login', label: 'Masuk' }}
    >
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
      <NewPasswordFields label="Password" repeatLabel="Ulangi password" password={form.getInputProps('password')} repeat={form.getInputProps('repeat')} />
      <ServerMessage message={refusal} />
      <Button type="submit" loading={form.submitting}>
        Daftar
      </Button>
    </AccountCard>
  );
}
