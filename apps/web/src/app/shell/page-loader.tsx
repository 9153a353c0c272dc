import { Center, Loader } from '@mantine/core';

/** The wait indicator while a screen's code or the profile loads. */
export function PageLoader() {
  return (
    <Center h="60vh">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}
