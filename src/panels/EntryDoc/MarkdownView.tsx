import { Anchor, Code, List, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment } from 'react';
import { parseBlocks, parseInline, type Block } from './markdown-blocks.ts';

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) => {
        if (part.kind === 'code') return <Code key={i}>{part.text}</Code>;
        if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
        if (part.kind === 'link') return <Anchor key={i} href={part.href}>{part.text}</Anchor>;
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}

function BlockView({ block, headingOffset }: { block: Block; headingOffset: number }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={Math.min(block.level + headingOffset, 6) as TitleOrder} size="h5">
          <InlineText text={block.text} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text size="sm">
          <InlineText text={block.text} />
        </Text>
      );
    case 'list':
      return (
        <List size="sm">
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <InlineText text={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                {block.header.map((h, i) => (
                  <Table.Th key={i}>
                    <InlineText text={h} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((c, i) => (
                    <Table.Td key={i}>
                      <InlineText text={c} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    case 'code':
      return (
        <Code block data-language={block.language || undefined}>
          {block.text}
        </Code>
      );
  }
}

export interface MarkdownViewProps {
  markdown: string;
  /** Added to every heading level, to nest under the page's own headings. Default 0. */
  headingOffset?: number;
}

/** Renders the guides' Markdown (see markdown-blocks.ts for what it covers). */
export function MarkdownView({ markdown, headingOffset = 0 }: MarkdownViewProps) {
  return (
    <Stack gap="xs">
      {parseBlocks(markdown).map((block, i) => (
        <BlockView key={i} block={block} headingOffset={headingOffset} />
      ))}
    </Stack>
  );
}
