import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { accountMessages, checkPassword, checkRepeat } from '../../catalog/account-rules.ts';
import { focusFirstError, ServerMessage } from '../account-forms/index.ts';
import { changePassword } from '../session/account-api.ts';
import { useSession } from '../session/index.ts';

const fields = ['oldPassword', 'newPassword', 'repeat'] as const;
const toggleLabel = { 'aria-label': 'Tampilkan atau sembunyikan password' };

/** 'Ganti password': the old one proves it is the owner, the new one follows the sign-up's rules. */
export function ChangePasswordSection() {
  const { token } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    name: 'ganti-password',
    initialValues: { oldPassword: '', newPassword: '', repeat: '' },
    validate: {
      oldPassword: (value) => (value ? null : accountMessages.oldPasswordRequired),
      newPassword: checkPassword,
      repeat: (value, values) => checkRepeat(value, values.newPassword),
    },
  });

  async function submit(values: typeof form.values) {
    setRefusal(null);
    const result = await changePassword(token, values.oldPassword, values.newPassword);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    form.reset();
    notifications.show({ color: 'teal', message: result.message || accountMessages.passwordChanged });
  }

  return (
    <Paper component="section" aria-labelledby="ganti-password" withBorder shadow="sm" p="lg" radius="md">
      <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, fields, errors))} noValidate>
        <Stack gap="md">
          <Title order={2} id="ganti-password" fz="h3">
            Ganti password
          </Title>
          <Text size="sm">Sesi di perangkat lain diakhiri; browser ini tetap masuk.</Text>
          <PasswordInput
            label="Password lama"
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={toggleLabel}
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label="Password baru"
            description="Minimal 8 karakter."
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggleLabel}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Ulangi password baru"
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggleLabel}
            {...form.getInputProps('repeat')}
          />
          <ServerMessage message={refusal} />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Ganti password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
