import { Button, Code, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../catalog/messages.ts';
import { maskApiKey } from '../../engine/index.ts';
import { useSession } from '../session/index.ts';
import { copyText } from '../../ui/copy-text.ts';
import { agentConfigs, type AgentClientId } from './agent-configs.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** Where the portal answers MCP: its own origin, so the text is right wherever it is deployed. */
const mcpEndpoint = () => `${window.location.origin}/mcp`;

/**
 * 'Hubungkan ke AI': the MCP endpoint and a configuration for each agent, the key masked until
 * 'Tampilkan API Key' (as in the code snippets). The copy button copies the real key: a masked
 * configuration pasted into an editor would only be refused.
 */
export function ConnectAgentSection() {
  const { apiKey } = useSession();
  const [client, setClient] = useState<AgentClientId>('claude');
  const [reveal, setReveal] = useState(false);
  const endpoint = mcpEndpoint();
  const shown = agentConfigs(endpoint, reveal ? apiKey : maskApiKey(apiKey));
  const real = agentConfigs(endpoint, apiKey);
  const current = shown.find((c) => c.id === client) ?? shown[0];

  // Without clipboard access the configuration stays on screen to copy by hand.
  const copy = () => copyText(real.find((c) => c.id === client)?.text ?? '', messages.copiedText);

  return (
    <ProfileSection
      id="hubungkan-ai"
      title="Hubungkan ke AI"
      intro="Agen AI (Claude, Cursor, Copilot di VS Code) dapat memakai setiap fitur portal ini sebagai tool MCP dengan API key Anda, dan membaca panduan setiap endpoint. Setiap panggilan tool dihitung pada kuota harian Anda, sama seperti 'Coba'."
    >
        <Stack gap={4}>
          <Text fw={500}>
            Alamat MCP
          </Text>
          <Code fz="sm" data-testid="mcp-endpoint" style={{ wordBreak: 'break-all' }}>
            {endpoint}
          </Code>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            size="xs"
            label="Aplikasi"
            value={client}
            onChange={(e) => setClient(e.currentTarget.value as AgentClientId)}
            data={shown.map((c) => ({ value: c.id, label: c.label }))}
          />
          <Button size="xs" variant="default" onClick={() => void copy()}>
            Salin konfigurasi
          </Button>
          <Switch size="xs" label="Tampilkan API Key" checked={reveal} onChange={(e) => setReveal(e.currentTarget.checked)} />
        </Group>
        <Text size="sm" c="dimmed">
          {current.where}
        </Text>
        <Code block data-testid="agent-config" data-client={current.id} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {current.text}
        </Code>
    </ProfileSection>
  );
}
