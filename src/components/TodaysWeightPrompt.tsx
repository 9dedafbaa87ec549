// Today's weight asked where a result needs it and the session has none (decision 0174): the field and the last
// measured weight as one tap, stored as the session's weight; the test's own entries stay as typed meanwhile.
import { useState } from 'react';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { todaysWeightUpdate } from '@/profile/builders/todaysWeightUpdate';
import { typedKg } from '@/profile/typedUnits';
import { typedNumber } from '@/domain/typedNumber';
import { TodaysWeightField } from './TodaysWeightField';

export function TodaysWeightPrompt({ needs }: { needs: string }) {
  const { profile } = useAppActors();
  const metric = useProfile((c) => c.user.prefers_metric);
  const [text, setText] = useState('');
  const submit = useSubmitBuiltUpdate();
  const store = (kg: number) => {
    if (submit(() => todaysWeightUpdate(profile.getSnapshot().context.user, kg))) setText('');
  };
  return (
    <div className="todays-weight-prompt">
      <TodaysWeightField needs={needs} value={text} onChange={setText} onUseLast={store} />
      <button
        type="button"
        className="button"
        disabled={text.trim() === ''}
        onClick={() => store(typedKg(typedNumber(text), metric))}
      >
        Save today&apos;s weight
      </button>
    </div>
  );
}
