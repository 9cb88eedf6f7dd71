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
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateSignalSource } from '../api/create-signal-source';
import { TelegramSourceWarning } from './telegram-source-warning';

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
            <TelegramSourceWarning kind={kind} />
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

/** The new webhook source's key, shown this once: the server keeps only its hash. */
function ApiKeyModal({ source, onClose }: { source: CreatedSignalSource | null; onClose: () => void }) {
  return (
    <Modal opened={source !== null} onClose={onClose} title="API key" centered closeOnClickOutside={false}>
      {source?.apiKey && (
        <Stack gap="sm">
          <Text size="sm">
            The key of <b>{source.name}</b>. It is shown only now: copy it before closing this window. Send
            signals to <code>POST /api/signals</code> with <code>Authorization: Bearer &lt;key&gt;</code>.
          </Text>
          <TextInput
            label="API key"
            value={source.apiKey}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-xs)' } }}
          />
          <Group justify="flex-end">
            <CopyButton value={source.apiKey}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
