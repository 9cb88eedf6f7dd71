import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { CreatedSignalSource } from '@signaldesk/contracts/signal-sources';
import { MAX_SOURCE_NAME_LENGTH } from '@signaldesk/contracts/signal-sources';
import { type FormEvent, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { textsOf } from '../../../i18n/texts-of';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateSignalSource } from '../api/create-signal-source';
import { hookUrl, tradingViewAlertMessage } from '../utils/tradingview-alert';
import {
  DEFAULT_SETTINGS,
  SourceSettingsFields,
  type SourceSettingsValue,
  settingsBody,
} from './source-settings-fields';
import { TelegramSourceWarning } from './telegram-source-warning';

/** The key dialog's texts (docs/signals.md, Sources), read in the operator's language when shown. */
const SOURCE_TEXTS = textsOf('signals.sourceKey', [
  'keyTitle',
  'keyOnce',
  'url',
  'urlName',
  'alert',
  'alertName',
  'key',
  'keyName',
  'unseen',
  'closeAnyway',
  'back',
  'done',
] as const);

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
  const t = useT();
  const create = useCreateSignalSource();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'webhook' | 'telegram'>('webhook');
  const [channels, setChannels] = useState('');
  const [settings, setSettings] = useState<SourceSettingsValue>(DEFAULT_SETTINGS);
  const [created, setCreated] = useState<CreatedSignalSource | null>(null);

  const close = () => {
    setName('');
    setChannels('');
    setKind('webhook');
    setSettings(DEFAULT_SETTINGS);
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
        ...settingsBody(settings, kind === 'webhook'),
      },
      {
        onSuccess: (source) => {
          notifySuccess(t('signals.createSourceModal.sourceCreated'), `${source.name} (${source.kind})`);
          close();
          if (source.apiKey) setCreated(source);
        },
        onError: (error) =>
          notifyFailure(
            t('signals.createSourceModal.sourceNotCreated'),
            getErrorMessage(error, t('signals.createSourceModal.theSourceCouldNot')),
          ),
      },
    );
  };

  return (
    <>
      <Modal opened={opened} onClose={close} title={t('signals.createSourceModal.newSignalSource')} centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={t('signals.createSourceModal.name')}
              required
              maxLength={MAX_SOURCE_NAME_LENGTH}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="source-kind-label">
                {t('signals.createSourceModal.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby="source-kind-label"
                value={kind}
                onChange={(value) => setKind(value as 'webhook' | 'telegram')}
                data={[
                  { value: 'webhook', label: t('signals.createSourceModal.webhook') },
                  { value: 'telegram', label: t('signals.createSourceModal.telegram') },
                ]}
              />
            </Stack>
            {kind === 'telegram' && (
              <Textarea
                label={t('signals.createSourceModal.channelIds')}
                description={t('signals.createSourceModal.t1001234567890OrChannelOne')}
                required
                rows={3}
                value={channels}
                onChange={(event) => setChannels(event.currentTarget.value)}
              />
            )}
            <TelegramSourceWarning kind={kind} />
            <SourceSettingsFields value={settings} onChange={setSettings} retryField={kind === 'webhook'} />
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {getErrorMessage(create.error, t('signals.createSourceModal.theSourceCouldNot'))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                {t('signals.createSourceModal.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('signals.createSourceModal.create')}
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
  name,
  value,
  multiline = false,
  onCopied,
}: {
  label: string;
  /** What is copied, in a few words: the Copy button's accessible name. */
  name: string;
  value: string;
  multiline?: boolean;
  onCopied: () => void;
}) {
  const t = useT();
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
              aria-label={`${copied ? t('signals.createSourceModal.copied') : t('signals.createSourceModal.copy')} ${name}`}
              onClick={() => {
                copy();
                onCopied();
              }}
            >
              {copied ? t('signals.createSourceModal.copied') : t('signals.createSourceModal.copy')}
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
  const t = useT();
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
            {t('signals.createSourceModal.theKeyOf')} <b>{source.name}</b>, {SOURCE_TEXTS.keyOnce}
          </Text>
          <CopyField
            label={SOURCE_TEXTS.url}
            name={SOURCE_TEXTS.urlName}
            value={hookUrl(window.location.origin, source.apiKey)}
            onCopied={() => setCopied(true)}
          />
          <CopyField
            label={SOURCE_TEXTS.alert}
            name={SOURCE_TEXTS.alertName}
            value={tradingViewAlertMessage(source.idempotencyField)}
            multiline
            onCopied={() => setCopied(true)}
          />
          <CopyField
            label={SOURCE_TEXTS.key}
            name={SOURCE_TEXTS.keyName}
            value={source.apiKey}
            onCopied={() => setCopied(true)}
          />
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
