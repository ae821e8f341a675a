import { Button, Group } from '@mantine/core';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PaneTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
  /** Colour of the tab while chosen (an error answer in red). */
  color?: string;
}

/**
 * Tabs as WAI-ARIA describes them (arrow keys, Home and End move between tabs; one tab stop),
 * every panel in the HTML and the others hidden, so a prerendered page holds every sample. Made
 * of plain buttons: Mantine's Tabs would bring two more chunks (100 KB) onto every reference page.
 */
export function PaneTabs({ tabs, value, onChange, label }: { tabs: PaneTab[]; value: string; onChange: (value: string) => void; label: string }) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;
  const current = Math.max(0, tabs.findIndex((t) => t.value === value));

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div>
      <Group ref={list} role="tablist" aria-label={label} gap={4} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <Button
            key={tab.value}
            id={tabId(i)}
            role="tab"
            aria-selected={i === current}
            aria-controls={panelId(i)}
            tabIndex={i === current ? 0 : -1}
            size="compact-xs"
            variant={i === current ? 'light' : 'subtle'}
            color={i === current ? (tab.color ?? 'blue') : 'gray'}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </Button>
        ))}
      </Group>
      {tabs.map((tab, i) => (
        <div key={tab.value} id={panelId(i)} role="tabpanel" aria-labelledby={tabId(i)} hidden={i !== current} style={{ paddingTop: 8 }}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
