import { PasswordInput, type PasswordInputProps } from '@mantine/core';

const toggleLabel = { 'aria-label': 'Tampilkan atau sembunyikan password' };

/** A password input whose show/hide button says what it does. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={toggleLabel} {...props} />;
}

type FieldProps = Omit<PasswordInputProps, 'label'>;

/** A new password and its repetition, as sign-up and 'Ganti password' ask for them. */
export function NewPasswordFields({ label, repeatLabel, password, repeat }: { label: string; repeatLabel: string; password: FieldProps; repeat: FieldProps }) {
  return (
    <>
      <PasswordField label={label} description="Minimal 8 karakter." autoComplete="new-password" withAsterisk {...password} />
      <PasswordField label={repeatLabel} autoComplete="new-password" withAsterisk {...repeat} />
    </>
  );
}
