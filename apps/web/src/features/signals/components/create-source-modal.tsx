import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { CreatedSignalSource } from '@signaldesk/contracts/signal-sources';
import { MAX_SOURCE_NAME_LENGTH, SOURCE_RATE_RULE } from '@signaldesk/contracts/signal-sources';
import { type FormEvent, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateSignalSource } from '../api/create-signal-source';
import { hookUrl, tradingViewAlertMessage } from '../utils/tradingview-alert';

/** The dialogs' texts (docs/signals.md, Sources); the Signals screen speaks English. */
const SOURCE_TEXTS = {
  updates: 'Updates from the source',
  updatesRecord: 'Only recorded',
  updatesAct: 'Act (cancel, close)',
  updatesHelp:
    'A cancel or close post either only shows in the signal’s history, or cancels a waiting signal and closes an entered position at market.',
  ratePerMinute: 'Signals per minute',
  rateBurst: 'Burst',
  rateHelp: 'Beyond this rate the source is answered 429 (Retry-After) at once.',
  retryField: 'Retry key field',
  retryHelp:
    'The body field that identifies a resent alert (TradingView: {{timenow}}-{{ticker}}); empty: only the Idempotency-Key header.',
  keyTitle: 'Webhook URL and key',
  keyOnce: 'shown only now: the server keeps only its hash. Copy the URL (or the key) before closing.',
  url: 'Webhook URL (TradingView: Notifications, Webhook URL)',
  alert: 'Alert message (TradingView: Message)',
  key: 'API key (for Authorization: Bearer <key>)',
  unseen: 'You have not copied the URL or the key. Once closed they cannot be shown again.',
  closeAnyway: 'Close anyway',
  back: 'Back',
  done: 'Done',
} as const;

/** Channel ids typed one per line or separated by commas or spaces. */
export function channelIdsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Creates a webhook source (its API key is then shown once, with Copy) or a Telegram source (its channel ids).
 * A refusal stays in the form with the server's reason.
 */
export function CreateSourceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateSignalSource();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'webhook' | 'telegram'>('webhook');
  const [channels, setChannels] = useState('');
  const [updatesAct, setUpdatesAct] = useState(false);
  const [ratePerMinute, setRatePerMinute] = useState<number | string>(SOURCE_RATE_RULE.perMinute.default);
  const [rateBurst, setRateBurst] = useState<number | string>(SOURCE_RATE_RULE.burst.default);
  const [retryField, setRetryField] = useState('id');
  const [created, setCreated] = useState<CreatedSignalSource | null>(null);

  const close = () => {
    setName('');
    setChannels('');
    setKind('webhook');
    setUpdatesAct(false);
    setRatePerMinute(SOURCE_RATE_RULE.perMinute.default);
    setRateBurst(SOURCE_RATE_RULE.burst.default);
    setRetryField('id');
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        kind,
        ...(kind === 'telegram' ? { channelIds: channelIdsOf(channels) } : {}),
        updatesAct,
        ratePerMinute: Number(ratePerMinute),
        rateBurst: Number(rateBurst),
        idempotencyField: kind === 'webhook' && retryField.trim() !== '' ? retryField.trim() : null,
      },
      {
        onSuccess: (source) => {
          notifySuccess('Source created', `${source.name} (${source.kind})`);
          close();
          if (source.apiKey) setCreated(source);
        },
        onError: (error) =>
          notifyFailure('Source not created', getErrorMessage(error, 'The source could not be created')),
      },
    );
  };

  return (
    <>
      <Modal opened={opened} onClose={close} title="New signal source" centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label="Name"
              required
              maxLength={MAX_SOURCE_NAME_LENGTH}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="source-kind-label">
                Kind
              </Text>
              <SegmentedControl
                aria-labelledby="source-kind-label"
                value={kind}
                onChange={(value) => setKind(value as 'webhook' | 'telegram')}
                data={[
                  { value: 'webhook', label: 'Webhook' },
                  { value: 'telegram', label: 'Telegram' },
                ]}
              />
            </Stack>
            {kind === 'telegram' && (
              <Textarea
                label="Channel ids"
                description="-1001234567890 or @channel, one per line"
                required
                rows={3}
                value={channels}
                onChange={(event) => setChannels(event.currentTarget.value)}
              />
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="source-updates-label">
                {SOURCE_TEXTS.updates}
              </Text>
              <SegmentedControl
                aria-labelledby="source-updates-label"
                value={updatesAct ? 'act' : 'record'}
                onChange={(value) => setUpdatesAct(value === 'act')}
                data={[
                  { value: 'record', label: SOURCE_TEXTS.updatesRecord },
                  { value: 'act', label: SOURCE_TEXTS.updatesAct },
                ]}
              />
              <Text size="xs" c="dimmed">
                {SOURCE_TEXTS.updatesHelp}
              </Text>
            </Stack>
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput
                label={SOURCE_TEXTS.ratePerMinute}
                min={SOURCE_RATE_RULE.perMinute.min}
                max={SOURCE_RATE_RULE.perMinute.max}
                allowDecimal={false}
                required
                value={ratePerMinute}
                onChange={setRatePerMinute}
              />
              <NumberInput
                label={SOURCE_TEXTS.rateBurst}
                min={SOURCE_RATE_RULE.burst.min}
                max={SOURCE_RATE_RULE.burst.max}
                allowDecimal={false}
                required
                value={rateBurst}
                onChange={setRateBurst}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={-6}>
              {SOURCE_TEXTS.rateHelp}
            </Text>
            {kind === 'webhook' && (
              <TextInput
                label={SOURCE_TEXTS.retryField}
                description={SOURCE_TEXTS.retryHelp}
                maxLength={40}
                value={retryField}
                onChange={(event) => setRetryField(event.currentTarget.value)}
              />
            )}
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {getErrorMessage(create.error, 'The source could not be created')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ApiKeyModal source={created} onClose={() => setCreated(null)} />
    </>
  );
}

function CopyField({
  label,
  value,
  multiline = false,
  onCopied,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  onCopied: () => void;
}) {
  const styles = { input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-xs)' } };
  return (
    <Stack gap={4}>
      {multiline ? (
        <Textarea label={label} value={value} readOnly rows={4} styles={styles} />
      ) : (
        <TextInput
          label={label}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={styles}
        />
      )}
      <Group justify="flex-end">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              color={copied ? 'teal' : undefined}
              variant="light"
              aria-label={`${copied ? 'Copied' : 'Copy'} ${label.split(' (')[0]}`}
              onClick={() => {
                copy();
                onCopied();
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * The new webhook source's key, shown this once (the server keeps only its hash): the hook URL that carries it, a
 * ready-to-paste TradingView alert message and the key itself, each with Copy. Closing before anything was copied
 * asks first.
 */
function ApiKeyModal({ source, onClose }: { source: CreatedSignalSource | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const [warning, setWarning] = useState(false);
  const finish = () => {
    setCopied(false);
    setWarning(false);
    onClose();
  };
  const attemptClose = () => (copied ? finish() : setWarning(true));
  return (
    <Modal
      opened={source !== null}
      onClose={attemptClose}
      title={SOURCE_TEXTS.keyTitle}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {source?.apiKey && (
        <Stack gap="sm">
          <Text size="sm">
            The key of <b>{source.name}</b>, {SOURCE_TEXTS.keyOnce}
          </Text>
          <CopyField
            label={SOURCE_TEXTS.url}
            value={hookUrl(window.location.origin, source.apiKey)}
            onCopied={() => setCopied(true)}
          />
          <CopyField
            label={SOURCE_TEXTS.alert}
            value={tradingViewAlertMessage(source.idempotencyField)}
            multiline
            onCopied={() => setCopied(true)}
          />
          <CopyField label={SOURCE_TEXTS.key} value={source.apiKey} onCopied={() => setCopied(true)} />
          {warning && (
            <Alert color="orange" variant="light" role="alert">
              {SOURCE_TEXTS.unseen}
            </Alert>
          )}
          <Group justify="flex-end">
            {warning ? (
              <>
                <Button variant="default" onClick={() => setWarning(false)}>
                  {SOURCE_TEXTS.back}
                </Button>
                <Button color="orange" onClick={finish}>
                  {SOURCE_TEXTS.closeAnyway}
                </Button>
              </>
            ) : (
              <Button onClick={attemptClose}>{SOURCE_TEXTS.done}</Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
