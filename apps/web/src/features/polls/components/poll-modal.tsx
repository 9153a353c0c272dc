import { lazy, Suspense, useState } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import { usePolls } from '../api/use-polls.ts';

// Downloaded only when there is a poll to answer: most visits have none, and the shell loads with
// every screen behind the sign-in.
const PollDialog = lazy(() => import('./poll-dialog.tsx').then((module) => ({ default: module.PollDialog })));

/**
 * Shows the newest active poll the user has neither answered nor cancelled (docs/REQUIREMENTS.md#polls).
 * `surveyCanceled` keeps a cancelled poll closed for the rest of the visit; it goes back to false when
 * the cancel fails.
 */
export function PollPrompt() {
  const ability = useAppAbility();
  const canRespond = ability.can('respond', 'Poll') && ability.can('index', 'Poll');
  const polls = usePolls(true, canRespond);
  const [surveyCanceled, setSurveyCanceled] = useState(false);
  const poll = polls.data?.find((p) => p.my_status === 'pending');
  if (!poll || surveyCanceled) return null;
  return (
    <Suspense fallback={null}>
      <PollDialog key={poll.id} poll={poll} onCancelled={setSurveyCanceled} />
    </Suspense>
  );
}
