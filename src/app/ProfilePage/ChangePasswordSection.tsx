import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { fieldMessages, checkPassword, checkRepeat } from '../../catalog/account-rules.ts';
import { focusFirstError, NewPasswordFields, PasswordField, ServerMessage } from '../account-forms/index.ts';
import { changePassword } from '../session/account-api.ts';
import { useSession } from '../session/index.ts';
import { ProfileSection } from './ProfileSection.tsx';

const fields = ['oldPassword', 'newPassword', 'repeat'] as const;

/** 'Ganti password': the old one proves it is the owner, the new one follows the sign-up's rules. */
export function ChangePasswordSection() {
  const { token } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    name: 'ganti-password',
    initialValues: { oldPassword: '', newPassword: '', repeat: '' },
    validate: {
      oldPassword: (value) => (value ? null : fieldMessages.oldPasswordRequired),
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
    notifications.show({ color: 'teal', message: result.message || fieldMessages.passwordChanged });
  }

  return (
    <ProfileSection
      id="ganti-password"
      title="Ganti password"
      intro="Sesi di perangkat lain diakhiri; browser ini tetap masuk."
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, fields, errors))}
    >
          <PasswordField label="Password lama" autoComplete="current-password" withAsterisk {...form.getInputProps('oldPassword')} />
          <NewPasswordFields label="Password baru" repeatLabel="Ulangi password baru" password={form.getInputProps('newPassword')} repeat={form.getInputProps('repeat')} />
          <ServerMessage message={refusal} />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Ganti password
          </Button>
    </ProfileSection>
  );
}
