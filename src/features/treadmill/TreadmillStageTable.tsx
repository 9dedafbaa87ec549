// A protocol's stage table (stage, start time, grade, speed, METs) printed from the calculators' data; the timer marks
// the current row (aria-current and a visible "now" label). Wide tables scroll inside .table-scroll on a phone.
import type { TreadmillProtocol } from '@/calculators/treadmillProtocols';
import { formatSpeed } from '@/calculators/treadmillProtocols';
import { formatGrade, stageStartText } from './treadmillForm';

export interface TreadmillStageTableProps {
  protocol: TreadmillProtocol;
  /** The stage running on the timer, highlighted; omitted on the forms. */
  currentStage?: number;
  /** Keyboard users can scroll a focusable region; a caption names it. */
  caption?: string;
}

export function TreadmillStageTable({ protocol, currentStage, caption }: TreadmillStageTableProps) {
  const title = caption ?? `${protocol.name} protocol stages`;
  return (
    <div className="table-scroll treadmill-table-scroll" role="region" aria-label={title} tabIndex={0}>
      <table className="treadmill-stages">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Starts at</th>
            <th scope="col">Grade (%)</th>
            <th scope="col">Speed (mph)</th>
            <th scope="col">METs</th>
          </tr>
        </thead>
        <tbody>
          {protocol.stages.map((row) => {
            const current = row.stage === currentStage;
            return (
              <tr
                key={row.stage}
                className={current ? 'current-stage' : undefined}
                aria-current={current ? 'step' : undefined}
              >
                <th scope="row">
                  {row.stage}
                  {current ? <span className="now-label"> (now)</span> : null}
                </th>
                <td>{stageStartText(protocol, row.stage)}</td>
                <td>{formatGrade(row.grade)}</td>
                <td>{formatSpeed(row.speed)}</td>
                <td>{row.mets}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
