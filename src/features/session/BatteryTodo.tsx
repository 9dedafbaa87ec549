// "Still to do" when the open client has a test battery (decision 0138): the battery's name and its tests
// not done in this session, each a link to its screen, in the battery's order; the sections' own "Still to do" lists
// give way to it. Without a battery the screen shows the sections' lists as before.
import { Link } from 'react-router-dom';
import type { Battery } from '@/profile/batteries';
import type { UserProfile } from '@/profile/profileTypes';
import { testsStillToDo } from '@/profile/testCatalog';

export function BatteryTodo({ battery, user }: { battery: Battery; user: UserProfile }) {
  const todo = testsStillToDo(battery.tests, user);
  return (
    <section className="panel summary-section no-print" aria-labelledby="battery-todo-title" data-section="battery">
      <h2 id="battery-todo-title">Still to do: battery “{battery.name}”</h2>
      {todo.length === 0 ? (
        <p>Every test of this battery is done in this session.</p>
      ) : (
        <>
          <p className="hint">
            {todo.length} of {battery.tests.length} test{battery.tests.length === 1 ? '' : 's'} still to do in this
            session:
          </p>
          <ul className="summary-links" aria-label={`Still to do for the battery ${battery.name}`}>
            {todo.map((test) => (
              <li key={test.key}>
                <Link to={test.to}>{test.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
