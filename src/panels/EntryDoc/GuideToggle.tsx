import { Button, Collapse, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { GuideEntry } from '../../catalog/exporters/guide.ts';
import { Spinner } from '../../ui/Spinner.tsx';

// The guide writer and its view arrive when a 'Panduan Postman' is first opened.
const PostmanGuide = lazy(() => import('./PostmanGuide.tsx'));

const loading = <Spinner label="Memuat panduan" />;

/** The 'Panduan Postman' button and the guide it opens; a loader until the entry has arrived. */
export function GuideToggle({ entry, id }: { entry?: GuideEntry; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id}>
          Panduan Postman
        </Button>
      </Group>
      <Collapse expanded={open}>
        <div id={id}>
          {open ? (
            entry ? (
              <Suspense fallback={loading}>
                <PostmanGuide entry={entry} />
              </Suspense>
            ) : (
              loading
            )
          ) : null}
        </div>
      </Collapse>
    </>
  );
}
