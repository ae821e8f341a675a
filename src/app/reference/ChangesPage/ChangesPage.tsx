import { Anchor, Box, Code, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate, useSearch } from '../../../router/index.ts';
import { usePageTitle } from '../../a11y/index.ts';
import type { Changelog } from '../../../catalog/changes/changelog.ts';
import { kindLabels } from '../../../catalog/changes/kinds.ts';
import {
  changedGroups,
  changeKinds,
  changesQuery,
  parseChangesFilter,
  releaseAnchor,
  releaseDate,
  releaseViews,
  type ChangesFilter,
} from '../../../catalog/changes/changes-view.ts';
import { changesFeedPath, changesPagePath } from '../../../catalog/changes/paths.ts';
import { referencePath, type ReferenceGroup } from '../../../catalog/reference.ts';
import { PageTrail } from '../PageTrail.tsx';
import { ReferenceFrame } from '../ReferenceFrame.tsx';
import { ReferenceNav } from '../ReferenceNav/index.ts';
import { ChangeMessage } from './ChangeMessage.tsx';
import './changes-layout.css';

export const changesTitle = 'Perubahan API';

/**
 * `/docs/perubahan`: every release, newest first, its changes by kind, with filters by group and
 * kind kept in the address (`?grup=&jenis=`). The prerendered page (and a reader without script)
 * shows every change: the query is only read once the page has hydrated.
 */
export function ChangesPage({ changelog, groups }: { changelog: Changelog; groups: ReferenceGroup[] }) {
  usePageTitle(changesTitle);
  const search = useSearch();
  const navigate = useNavigate();
  const filter = useMemo(() => parseChangesFilter(search), [search]);
  const views = useMemo(() => releaseViews(changelog, filter), [changelog, filter]);
  const labelOf = new Map(groups.map((g) => [g.id, g.label]));
  const groupOptions = [{ value: '', label: 'Semua grup' }, ...changedGroups(changelog).map((id) => ({ value: id, label: labelOf.get(id) ?? id }))];
  const kindOptions = [{ value: '', label: 'Semua jenis' }, ...changeKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))];
  const setFilter = (next: ChangesFilter) => navigate(`${changesPagePath}${changesQuery(next)}`, { replace: true });
  return (
    <ReferenceFrame size="xl">
      <div className="changes-grid">
        <Stack gap="lg" style={{ gridArea: 'doc' }}>
          <PageTrail here="Perubahan" />
          <Title order={1}>{changesTitle}</Title>
          <Text>
            Setiap rilis API, terbaru lebih dulu: perubahan yang merusak panggilan, yang tidak merusak, dan perubahan dokumentasi.{' '}
            <Anchor href={changesFeedPath}>Feed Atom</Anchor>
          </Text>
          <Group gap="md" align="end" role="search" aria-label="Saring perubahan">
            <NativeSelect
              label="Grup"
              data={groupOptions}
              value={filter.group ?? ''}
              onChange={(e) => setFilter({ ...filter, group: e.currentTarget.value || null })}
            />
            <NativeSelect
              label="Jenis"
              data={kindOptions}
              value={filter.kind ?? ''}
              onChange={(e) => setFilter({ ...filter, kind: (e.currentTarget.value || null) as ChangesFilter['kind'] })}
            />
          </Group>
          {views.length === 0 ? (
            <Text role="status" data-testid="changes-empty">
              Tidak ada perubahan untuk saringan ini.
            </Text>
          ) : null}
          {views.map((release) => (
            <Stack component="section" gap="sm" key={release.version} aria-labelledby={releaseAnchor(release.version)} data-release={release.version}>
              <Title order={2} id={releaseAnchor(release.version)} style={{ scrollMarginTop: 16 }}>
                Versi {release.version} ({releaseDate(release.date)})
              </Title>
              {release.sections.length === 0 ? <Text size="sm">Rilis pertama: belum ada perubahan yang dicatat.</Text> : null}
              {release.sections.map((section) => (
                <Stack gap={6} key={section.kind}>
                  <Title order={3} size="h4">
                    {section.label} ({section.changes.length})
                  </Title>
                  <Stack component="ul" gap={6} m={0} pl="md" style={{ overflowWrap: 'anywhere' }}>
                    {section.changes.map((change, i) => (
                      <li key={i} data-kind={change.kind}>
                        <Code>{change.operation}</Code> <ChangeMessage message={change.message} />
                        {change.entry && change.group ? (
                          <>
                            {' '}
                            <Anchor component={Link} to={referencePath({ group: change.group, id: change.entry })} size="sm">
                              {change.group}/{change.entry}
                            </Anchor>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          ))}
        </Stack>
        <Box data-pane="nav" style={{ gridArea: 'nav' }}>
          <ReferenceNav groups={groups} />
        </Box>
      </div>
    </ReferenceFrame>
  );
}
