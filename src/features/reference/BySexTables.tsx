// The men's and the women's table of one norm, one after the other.
import type { ReactNode } from 'react';
import { SEXES, type Sex } from '@/domain/person';

export function BySexTables({ render }: { render: (sex: Sex) => ReactNode }) {
  return (
    <div className="by-sex-tables">
      {SEXES.map((sex) => <div key={sex}>{render(sex)}</div>)}
    </div>
  );
}
