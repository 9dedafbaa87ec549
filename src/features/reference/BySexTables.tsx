// The men's and the women's table of one norm, one after the other; for a person only their own sex's (categoryView).
import type { ReactNode } from 'react';
import type { Sex } from '@/domain/person';
import { sexesShown, type CategoryView } from './categoryView';

export function BySexTables({ view, render }: { view: CategoryView; render: (sex: Sex) => ReactNode }) {
  return (
    <div className="by-sex-tables">
      {sexesShown(view).map((sex) => (
        <div key={sex}>{render(sex)}</div>
      ))}
    </div>
  );
}
