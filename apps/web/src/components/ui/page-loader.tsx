import { Center, Loader } from '@mantine/core';

/** The one spinner for a page or panel that is loading. */
export function PageLoader({
  label = 'Loading',
  minHeight = 200,
}: {
  label?: string;
  minHeight?: number | string;
}) {
  return (
    <Center mih={minHeight} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
