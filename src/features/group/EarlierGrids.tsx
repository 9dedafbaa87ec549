// The grids typed on an earlier day and not saved (decision 0178): shown apart, dated, read only; never today's
// entries, so never in today's grid. The coach types again what still counts today, or deletes them.
import { useSelector } from '@xstate/react';
import { clientLabel } from '@/clients/clientLabel';
import { formatCalendarDay } from '@/profile/calendarDate';
import { GROUP_TESTS, fieldUnit } from '@/profile/groupTests';
import type { GroupDraft } from '@/profile/groupTests';
import { useProfile } from '@/state/AppActorsContext';
import { useClients } from '@/state/records/useClients';
import type { GroupTestActor } from '@/state/group/groupTestActor';

function rowText(grid: GroupDraft, texts: Readonly<Record<string, string>>, metric: boolean): string {
  return GROUP_TESTS[grid.testKey].fields
    .map((field) => {
      const text = (texts[field.key] ?? '').trim();
      return `${field.label} ${text === '' ? '–' : `${text} ${fieldUnit(field, metric)}`}`;
    })
    .join(', ');
}

export function EarlierGrids({ actor }: { actor: GroupTestActor }) {
  const earlier = useSelector(actor, (s) => s.context.earlier);
  const roster = useClients((s) => s.context.roster?.clients);
  const metric = useProfile((c) => c.user.prefers_metric);
  if (earlier.length === 0) return null;
  const names = new Map((roster ?? []).map((client) => [client.id, clientLabel(client.name)]));
  return (
    <section className="group-earlier" aria-labelledby="group-earlier-title">
      <h2 id="group-earlier-title">Typed on an earlier day, not saved</h2>
      <p>
        These entries are not today&apos;s results, so they are not in today&apos;s grid. Type again what still counts
        today.
      </p>
      {earlier.map((grid) => {
        const date = formatCalendarDay(grid.day);
        const title = `${GROUP_TESTS[grid.testKey].label}, ${grid.day === '' ? 'an earlier day' : date}`;
        return (
          <div key={`${grid.day}/${grid.testKey}`} className="group-earlier-grid">
            <h3>{title}</h3>
            <ul>
              {Object.entries(grid.texts).map(([id, texts]) => (
                <li key={id}>
                  {names.get(id) ?? 'A client no longer listed'}: {rowText(grid, texts, metric)}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'FORGET_EARLIER', day: grid.day, testKey: grid.testKey })}
            >
              Delete these entries ({title})
            </button>
          </div>
        );
      })}
    </section>
  );
}
