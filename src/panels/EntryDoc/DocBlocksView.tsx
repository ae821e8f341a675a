import { Anchor, Code, List, Stack, Table, Text as Line, Title, type TitleOrder } from '@mantine/core';
import { Fragment } from 'react';
import type { DocBlock, Text } from '../../catalog/exporters/doc-blocks.ts';
import { ScrollingTable } from '../a11y/ScrollingTable.tsx';
import './doc-table.css';

function Runs({ text }: { text: Text }) {
  return (
    <>
      {text.map((run, i) => {
        if (typeof run === 'string') return <Fragment key={i}>{run}</Fragment>;
        if (run.kind === 'code') return <Code key={i}>{run.text}</Code>;
        if (run.kind === 'strong') return <strong key={i}>{run.text}</strong>;
        return (
          // Underlined: a link inside a sentence must not be told apart by its colour alone.
          <Anchor key={i} href={run.href} underline="always">
            {run.text}
          </Anchor>
        );
      })}
    </>
  );
}

function BlockView({ block, headingOffset, number }: { block: DocBlock; headingOffset: number; number?: number }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={Math.min(block.level + headingOffset, 6) as TitleOrder} size="h5">
          <Runs text={block.text} />
        </Title>
      );
    case 'paragraph':
    case 'quote':
      return (
        <Line size="sm">
          {number === undefined ? null : <strong>{number}.</strong>}
          {number === undefined ? null : ' '}
          <Runs text={block.text} />
        </Line>
      );
    case 'list':
      return (
        <List size="sm">
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <Runs text={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'steps':
      // Numbered like the Markdown: each step's first sentence carries its number.
      return block.steps.flatMap((step, i) =>
        step.map((b, j) => <BlockView key={`${i}-${j}`} block={b} headingOffset={headingOffset} number={j === 0 ? i + 1 : undefined} />),
      );
    case 'table':
      return (
        // Wide: scrolls sideways if it must, the scroller focusable so a keyboard can scroll it too.
        // Narrow (doc-table.css): one block per row, each cell named by its column; the roles keep
        // the table a table for screen readers when CSS stacks it.
        <div className="doc-table">
          <ScrollingTable label={`Tabel ${block.header.join(', ')}`} minWidth={480}>
            <Table withTableBorder striped fz="sm" role="table">
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  {block.header.map((h, i) => (
                    <Table.Th key={i} role="columnheader">
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {block.rows.map((row, r) => (
                  <Table.Tr key={r} role="row">
                    {row.map((c, i) => (
                      <Table.Td key={i} role="cell" data-label={block.header[i]}>
                        {/* One box beside the column's name when stacked (a grid of two). */}
                        <span>
                          <Runs text={c} />
                        </span>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        </div>
      );
    case 'code':
      return (
        <Code block data-language={block.language || undefined}>
          {block.text}
        </Code>
      );
  }
}

export interface DocBlocksViewProps {
  blocks: DocBlock[];
  /** Added to every heading level, to nest under the page's own headings. Default 0. */
  headingOffset?: number;
}

/** A document of typed blocks (a Postman guide), rendered as it was built: nothing is parsed. */
export function DocBlocksView({ blocks, headingOffset = 0 }: DocBlocksViewProps) {
  return (
    <Stack gap="xs">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} headingOffset={headingOffset} />
      ))}
    </Stack>
  );
}
