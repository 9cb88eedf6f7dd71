import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { translate } from '../../i18n/use-t';

/** The notice's words (docs/console.md, Routes and guards), in the operator's language when shown. */
export const NOT_FOUND_TEXT = {
  get title() {
    return translate('ui.notFound.title');
  },
  body: (path: string) => translate('ui.notFound.body', { path }),
};

interface NotFoundNoticeProps {
  /** The address that matched no page, as the visitor typed it. */
  path: string;
  /** Where the link goes back to, and what it says. */
  backTo: string;
  backLabel: string;
}

/** An address that matches no page: said plainly, with a link back, instead of a silent redirect. */
export function NotFoundNotice({ path, backTo, backLabel }: NotFoundNoticeProps) {
  return (
    <Center mih={240} p="md">
      <Paper withBorder p="xl" radius="md" maw={520} w="100%">
        <Stack gap="sm" align="flex-start">
          <IconMapQuestion size={32} aria-hidden="true" />
          <Title order={2} size="h3">
            {NOT_FOUND_TEXT.title}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {NOT_FOUND_TEXT.body(path)}
          </Text>
          <Anchor component={Link} to={backTo} replace>
            {backLabel}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
