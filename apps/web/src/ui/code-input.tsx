import { PinInput, type PinInputProps } from '@mantine/core';

type Props = Omit<PinInputProps, 'length' | 'type' | 'oneTimeCode' | 'ariaLabel'> & { label: string };

/**
 * The six-digit second-factor code: numeric, one box per digit, offered by the phone's
 * one-time-code autofill, and labelled on every box so screen readers and tests can find it.
 */
export function CodeInput({ label, ...props }: Props) {
  return <PinInput length={6} type="number" oneTimeCode autoFocus ariaLabel={label} {...props} />;
}
