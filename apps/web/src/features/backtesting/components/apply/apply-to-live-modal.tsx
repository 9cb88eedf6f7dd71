import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { ApplyPreview } from '@signaldesk/contracts/parameter-apply';
import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';
import { useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state';
import { notifyFailure, notifySuccess } from '../../../../components/ui/notify';
import { getErrorMessage } from '../../../../lib/api-client';
import { type ApplyTarget, useApplyPreview, useApplyToLive } from '../../api/apply-to-live';
import { fieldLabel } from '../../config/field-text';

interface ApplyToLiveModalProps {
  /** The run or sweep cell to apply; the modal is open while it is not null. */
  target: ApplyTarget | null;
  title: string;
  onClose: () => void;
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

function ChangedFields({ preview }: { preview: ApplyPreview }) {
  const changed = preview.fields.filter((row) => row.changed);
  if (changed.length === 0) {
    return (
      <Text size="sm">
        Every live parameter already holds this run's value: applying only records the origin.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label="Changes to the live parameters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Live parameter</Table.Th>
            <Table.Th ta="right">Live now</Table.Th>
            <Table.Th ta="right">Run</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changed.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{fieldLabel(row.field as BacktestConfigKey)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {row.key}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{row.liveValue}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {row.runValue}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UnlinkedFields({ preview }: { preview: ApplyPreview }) {
  const differing = preview.unlinked.filter((row) => row.differs);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Not applied: no live parameter
      </Text>
      {differing.length > 0 ? (
        <Text size="sm" component="ul" m={0} pl="md" aria-label="Run values live does not take">
          {differing.map((row) => (
            <li key={row.field}>
              {fieldLabel(row.field as BacktestConfigKey)}: run {shown(row.runValue)}, live keeps the default{' '}
              {shown(row.liveValue)}
            </li>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          The run keeps live's value for every field without a live parameter.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Without a live parameter: {preview.unlinked.map((row) => row.field).join(', ')}.
      </Text>
    </Stack>
  );
}

/**
 * "Apply to live" (docs/backtesting-screen.md, Apply to live): the difference between the run's configuration and
 * the live parameters field by field, the fields live does not take, and a confirm that applies in one step.
 */
export function ApplyToLiveModal({ target, title, onClose }: ApplyToLiveModalProps) {
  const preview = useApplyPreview(target);
  const apply = useApplyToLive();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    apply.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    setFailure(null);
    apply.mutate(target, {
      onSuccess: (result) => {
        notifySuccess('Applied to live', result.message);
        close();
      },
      onError: (error) => {
        const message = getErrorMessage(error, 'The configuration could not be applied.');
        setFailure(message);
        notifyFailure('Not applied', message);
      },
    });
  };
  const problems = preview.data?.problems ?? [];
  return (
    <Modal opened={target !== null} onClose={close} title={`Apply ${title} to live?`} size="lg" centered>
      {preview.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Comparing with the live parameters…</Text>
        </Group>
      ) : preview.isError ? (
        <ErrorState
          message={getErrorMessage(preview.error, 'The comparison could not be loaded.')}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      ) : (
        <Stack gap="md">
          <ChangedFields preview={preview.data} />
          <UnlinkedFields preview={preview.data} />
          {problems.length > 0 && (
            <Alert color="red" variant="light" title="The live parameters refuse this configuration">
              {problems.join('; ')}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" title="Not applied" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            One change, one audit entry; Settings shows where the values came from and can undo it.
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={apply.isPending}>
          Cancel
        </Button>
        <Button
          color="orange"
          onClick={confirm}
          loading={apply.isPending}
          disabled={!preview.isSuccess || problems.length > 0}
        >
          Apply to live
        </Button>
      </Group>
    </Modal>
  );
}
