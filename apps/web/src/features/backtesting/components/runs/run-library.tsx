import { Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_COMPARED_RUNS, MIN_COMPARED_RUNS } from '@signaldesk/contracts/backtest-runs';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state';
import { useT } from '../../../../i18n/use-t';
import { getErrorMessage } from '../../../../lib/api-client';
import { useRuns } from '../../api/backtest-runs';
import { Panel } from '../panel';
import { RunCard } from './run-card';
import { RunComparison } from './run-comparison';
import { RunDeleteModal } from './run-delete-modal';
import { RunEditModal } from './run-edit-modal';
import {
  INITIAL_RUN_FILTERS,
  RUNS_PAGE_SIZE,
  type RunFilterState,
  RunFilters,
  runsQuery,
} from './run-filters';
import { useRunActions } from './use-run-actions';

interface RunLibraryProps {
  /** The run being loaded into the results, if any. */
  openingId: number | null;
  onOpen: (id: number) => void;
}

/** The kept runs (docs/backtesting-screen.md, Run library): filter, sort, act, choose two to four to compare. */
export function RunLibrary({ openingId, onOpen }: RunLibraryProps) {
  const t = useT();
  const [filters, setFilters] = useState<RunFilterState>(INITIAL_RUN_FILTERS);
  const [search] = useDebouncedValue(filters.search, 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [compared, setCompared] = useState<number[] | null>(null);
  const runs = useRuns(runsQuery(filters, search, page));
  const actions = useRunActions((id) => setSelected((ids) => ids.filter((other) => other !== id)));

  const list = runs.data?.data ?? [];
  const total = runs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RUNS_PAGE_SIZE));
  // A deletion can empty the last page: go back to the one before.
  useEffect(() => {
    if (runs.data && runs.data.data.length === 0 && page > 1) setPage(page - 1);
  }, [runs.data, page]);
  const canCompare = selected.length >= MIN_COMPARED_RUNS && selected.length <= MAX_COMPARED_RUNS;

  return (
    <Stack gap="lg">
      <Panel
        title={t('backtesting.runLibrary.runLibrary')}
        description={
          runs.data
            ? t('backtesting.runLibrary.theLastRunsOf', { retention: runs.data.retention })
            : t('backtesting.runLibrary.everyRunIsKept')
        }
        aside={
          <Button
            leftSection={<IconArrowsDiff size={16} />}
            disabled={!canCompare}
            onClick={() => setCompared([...selected])}
          >
            {selected.length === 0
              ? t('backtesting.runLibrary.compareRuns')
              : t('backtesting.runLibrary.compare', {
                  length: selected.length,
                  v1: selected.length === 1 ? 'run' : 'runs',
                })}
          </Button>
        }
      >
        <RunFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Text size="sm" c="dimmed" role="status">
          {selected.length === 0
            ? t('backtesting.runLibrary.tickToRunsTo', { MIN_COMPARED_RUNS, MAX_COMPARED_RUNS })
            : t('backtesting.runLibrary.ofAtMostRuns', { length: selected.length, MAX_COMPARED_RUNS })}
        </Text>
        {runs.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('backtesting.runLibrary.loadingRuns')}</Text>
          </Group>
        ) : runs.isError ? (
          <ErrorState
            message={t('backtesting.runLibrary.theRunsCouldNot', {
              v0: getErrorMessage(runs.error, 'Unknown error'),
            })}
            onRetry={() => void runs.refetch()}
            retrying={runs.isFetching}
          />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {filters.owner === 'mine' && !filters.starredOnly && filters.cached === 'any' && !search
              ? t('backtesting.runLibrary.noRunKeptYet')
              : t('backtesting.runLibrary.noRunMatchesThese')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            aria-label={t('backtesting.runLibrary.keptRuns')}
            aria-busy={runs.isFetching}
          >
            {list.map((run) => (
              <RunCard
                key={run.id}
                run={run}
                selected={selected.includes(run.id)}
                selectable={selected.length < MAX_COMPARED_RUNS}
                opening={openingId === run.id}
                busy={actions.busyId === run.id}
                onSelect={(on) =>
                  setSelected((ids) => (on ? [...ids, run.id] : ids.filter((id) => id !== run.id)))
                }
                onOpen={() => onOpen(run.id)}
                onStar={() => actions.toggleStar(run)}
                onEdit={() => actions.startEdit(run)}
                onDelete={() => actions.startDelete(run)}
              />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label={t('backtesting.runLibrary.pagesOfRuns')}
            />
          </Group>
        )}
      </Panel>
      {compared && <RunComparison ids={compared} onClose={() => setCompared(null)} />}
      <RunEditModal
        run={actions.editing}
        saving={actions.saving}
        onCancel={actions.cancelEdit}
        onSave={actions.saveEdit}
      />
      <RunDeleteModal
        run={actions.deleting}
        deleting={actions.removing}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </Stack>
  );
}
