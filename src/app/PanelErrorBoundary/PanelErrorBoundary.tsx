import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

export const panelErrorMessage = 'Terjadi kesalahan pada fitur ini.';

export interface PanelErrorBoundaryProps {
  /** What failed, for the console (e.g. the group id). */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Bumped by 'Coba lagi' so the panel mounts afresh instead of reusing the broken tree. */
  attempt: number;
}

/**
 * Keeps a failing feature panel (a widget that throws while rendering, a chunk that does not
 * load) inside its own frame: the dashboard, the back link and the other features keep working.
 */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Panel fitur '${this.props.name}' gagal ditampilkan`, error, info.componentStack);
  }

  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <Alert color="red" title={panelErrorMessage} role="alert" data-testid="panel-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Coba muat ulang fitur ini. Fitur lain tetap bisa dipakai.</Text>
          <Button variant="light" color="red" onClick={this.retry}>
            Coba lagi
          </Button>
        </Stack>
      </Alert>
    );
  }
}
