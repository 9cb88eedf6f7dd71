import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { ApplyPreview } from '@signaldesk/contracts/parameter-apply';
import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';
import { useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state';
import { notifyFailure, notifySuccess } from '../../../../components/ui/notify';
import { useT } from '../../../../i18n/use-t';
import { getErrorMessage, serverReasonText } from '../../../../lib/api-client';
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
  const t = useT();
  const changed = preview.fields.filter((row) => row.changed);
  if (changed.length === 0) {
    return <Text size="sm">{t('backtesting.applyToLiveModal.everyLiveParameterAlready')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label={t('backtesting.applyToLiveModal.changesToTheLive')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backtesting.applyToLiveModal.field')}</Table.Th>
            <Table.Th>{t('backtesting.applyToLiveModal.liveParameter')}</Table.Th>
            <Table.Th ta="right">{t('backtesting.applyToLiveModal.liveNow')}</Table.Th>
            <Table.Th ta="right">{t('backtesting.applyToLiveModal.run')}</Table.Th>
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
  const t = useT();
  const differing = preview.unlinked.filter((row) => row.differs);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('backtesting.applyToLiveModal.notAppliedNoLive')}
      </Text>
      {differing.length > 0 ? (
        <Text
          size="sm"
          component="ul"
          m={0}
          pl="md"
          aria-label={t('backtesting.applyToLiveModal.runValuesLiveDoes')}
        >
          {differing.map((row) => (
            <li key={row.field}>
              {fieldLabel(row.field as BacktestConfigKey)}
              {t('backtesting.applyToLiveModal.run2')} {shown(row.runValue)}
              {t('backtesting.applyToLiveModal.liveKeepsTheDefault')} {shown(row.liveValue)}
            </li>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('backtesting.applyToLiveModal.theRunKeepsLive')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('backtesting.applyToLiveModal.withoutALiveParameter')}{' '}
        {preview.unlinked.map((row) => row.field).join(', ')}.
      </Text>
    </Stack>
  );
}

/**
 * "Apply to live" (docs/backtesting-screen.md, Apply to live): the difference between the run's configuration and
 * the live parameters field by field, the fields live does not take, and a confirm that applies in one step.
 */
export function ApplyToLiveModal({ target, title, onClose }: ApplyToLiveModalProps) {
  const t = useT();
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
        notifySuccess(t('backtesting.applyToLiveModal.appliedToLive'), result.message);
        close();
      },
      onError: (error) => {
        const message = getErrorMessage(error, t('backtesting.applyToLiveModal.theConfigurationCouldNot'));
        setFailure(message);
        notifyFailure(t('backtesting.applyToLiveModal.notApplied'), message);
      },
    });
  };
  const problems = preview.data?.problems ?? [];
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('backtesting.applyToLiveModal.applyToLive', { title })}
      size="lg"
      centered
    >
      {preview.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('backtesting.applyToLiveModal.comparingWithTheLive')}</Text>
        </Group>
      ) : preview.isError ? (
        <ErrorState
          message={getErrorMessage(preview.error, t('backtesting.applyToLiveModal.theComparisonCouldNot'))}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      ) : (
        <Stack gap="md">
          <ChangedFields preview={preview.data} />
          <UnlinkedFields preview={preview.data} />
          {problems.length > 0 && (
            <Alert
              color="red"
              variant="light"
              title={t('backtesting.applyToLiveModal.theLiveParametersRefuse')}
            >
              {problems.map((problem) => serverReasonText(problem) ?? problem.message).join('; ')}
            </Alert>
          )}
          {failure && (
            <Alert
              color="red"
              variant="light"
              title={t('backtesting.applyToLiveModal.notApplied')}
              role="alert"
            >
              {failure}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('backtesting.applyToLiveModal.oneChangeOneAudit')}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={apply.isPending}>
          {t('backtesting.applyToLiveModal.cancel')}
        </Button>
        <Button
          color="orange"
          onClick={confirm}
          loading={apply.isPending}
          disabled={!preview.isSuccess || problems.length > 0}
        >
          {t('backtesting.applyToLiveModal.applyToLive2')}
        </Button>
      </Group>
    </Modal>
  );
}
