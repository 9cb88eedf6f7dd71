import { Button, CopyButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { ReportSource } from '@signaldesk/contracts/analyses';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { formatClockTime } from '../../utils/format';
import { MUTED_TEXT } from './text-colors';

/** A report's text as blocks: paragraphs, and lists where every line starts with `- `. */
export function reportBlocks(
  text: string,
): Array<{ kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }> {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      const firstItem = lines.findIndex((line) => /^[-*•] /.test(line));
      if (firstItem === -1) return [{ kind: 'paragraph' as const, text: lines.join(' ') }];
      const lead = lines.slice(0, firstItem).join(' ');
      const items = lines.slice(firstItem).map((line) => line.replace(/^[-*•] /, ''));
      return [
        ...(lead ? [{ kind: 'paragraph' as const, text: lead }] : []),
        { kind: 'list' as const, items },
      ];
    });
}

/** Who wrote a report, in words. */
export function reportAuthor(source: ReportSource): string {
  return source.writer === 'ai'
    ? `Written by AI (${source.model ?? 'model'})`
    : 'Written by the built-in analyst';
}

/** An analysis report as readable text, saying who wrote it, with a Copy button. */
export function ReportView({ text, source, label }: { text: string; source: ReportSource; label: string }) {
  const t = useT();
  return (
    <Paper p="sm" bg="var(--mantine-color-dark-7)" aria-label={label} component="section">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={MUTED_TEXT}>
            {reportAuthor(source)} · {formatClockTime(source.generatedAt)}
          </Text>
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t('ui.reportView.copied') : t('ui.reportView.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {reportBlocks(text).map((block, index) =>
          block.kind === 'paragraph' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text, never reordered
            <Text key={index} size="sm">
              {block.text}
            </Text>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text, never reordered
            <List key={index} size="sm" spacing={2}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one fixed text, never reordered
                <List.Item key={itemIndex}>{item}</List.Item>
              ))}
            </List>
          ),
        )}
      </Stack>
    </Paper>
  );
}
