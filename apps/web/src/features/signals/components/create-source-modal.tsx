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
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateSignalSource } from '../api/create-signal-source';

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
  const [created, setCreated] = useState<CreatedSignalSource | null>(null);

  const close = () => {
    setName('');
    setChannels('');
    setKind('webhook');
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, kind, ...(kind === 'telegram' ? { channelIds: channelIdsOf(channels) } : {}) },
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

/** The new webhook source's key, shown this once: the server keeps only its hash. */
function ApiKeyModal({ source, onClose }: { source: CreatedSignalSource | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={t('signals.createSourceModal.apiKey')}
      centered
      closeOnClickOutside={false}
    >
      {source?.apiKey && (
        <Stack gap="sm">
          <Text size="sm">
            {t('signals.createSourceModal.theKeyOf')} <b>{source.name}</b>
            {t('signals.createSourceModal.itIsShownOnly')}{' '}
            <code>{t('signals.createSourceModal.postApiSignals')}</code> {t('signals.createSourceModal.with')}{' '}
            <code>{t('signals.createSourceModal.authorizationBearerLtKey')}</code>.
          </Text>
          <TextInput
            label={t('signals.createSourceModal.apiKey')}
            value={source.apiKey}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-xs)' } }}
          />
          <Group justify="flex-end">
            <CopyButton value={source.apiKey}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} variant="light" onClick={copy}>
                  {copied ? t('signals.createSourceModal.copied') : t('signals.createSourceModal.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('signals.createSourceModal.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
