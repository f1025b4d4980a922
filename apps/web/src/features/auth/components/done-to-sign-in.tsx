import { Group, Text } from '@mantine/core';
import { RouterButton } from '../../../shared/ui/router-button.tsx';

export type DoneToSignInProps = {
  /** What is done: "Your account is confirmed." */
  message: string;
  /** The button on to sign-in. */
  action: string;
};

/** The last step of sign-up or a password reset: what is done, and the way on to sign-in. */
export function DoneToSignIn({ message, action }: DoneToSignInProps) {
  return (
    <>
      <Text>{message}</Text>
      <Group justify="flex-end">
        <RouterButton to="/login">{action}</RouterButton>
      </Group>
    </>
  );
}
