// /treadmill-protocols (spec §2 "Treadmill protocols"): what a graded exercise test is and when to use which
// protocol, safety procedures, what you need, the demographics prompt ('before taking tests'), and the five protocol
// forms, each with its stage table, its own final-stage input and a link to its timer. The protocols open collapsed,
// one at a time; the open one is remembered for the browser session.
import '@/styles/screens.css';
import './treadmill.css';
import { useState } from 'react';
import { TREADMILL_PROTOCOL_LIST, type TreadmillProtocolId } from '@/calculators/treadmillProtocols';
import { missingRequirements } from '@/profile/profileUpdate';
import { useProfile } from '@/state/AppActorsContext';
import { useSessionChoice } from '@/state/useSessionChoice';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { TreadmillProtocolForm, type TreadmillStoredResult } from './TreadmillProtocolForm';
import { TreadmillSafety } from './TreadmillSafety';
import { TREADMILL_REQUIRES } from '@/profile/builders/treadmillVo2Update';

const OPEN_PROTOCOL_KEY = 'openTreadmillProtocol';
const PROTOCOL_IDS: readonly TreadmillProtocolId[] = TREADMILL_PROTOCOL_LIST.map((protocol) => protocol.id);

export function TreadmillProtocolsScreen() {
  const user = useProfile((c) => c.user);
  const missing = missingRequirements(user, TREADMILL_REQUIRES);
  const [latest, setLatest] = useState<{ id: TreadmillProtocolId; stored: TreadmillStoredResult } | null>(null);
  const [openId, setOpenId] = useSessionChoice(OPEN_PROTOCOL_KEY, PROTOCOL_IDS);

  return (
    <section className="screen treadmill-protocols">
      <h1>Treadmill Protocols</h1>
      <p>
        A graded exercise test (GXT) measures cardiorespiratory fitness: you walk or run on a treadmill while the speed
        and the grade (incline) rise in stages, until you cannot go on or a reason to stop appears. The last stage you
        held for at least 15 seconds gives your METs (multiples of the resting oxygen use), and your VO2 max is METs ×
        3.5 mL/kg/min.
      </p>
      <h2>Which protocol?</h2>
      <p>
        Pick the protocol that brings the person to their limit in about 8-12 minutes. Fit, active adults: Bruce or
        Ramp. Older, deconditioned people or people with heart disease: Modified Bruce, Naughton or Modified Naughton.
        Each protocol below says who it suits; the timer runs any of them and shows the stage, speed and grade.
      </p>
      <TreadmillSafety />
      <EquipmentChecklist items={['treadmill', 'treadmillDegrees', 'stopwatch']} />
      {missing.length > 0 ? <DemographicsPrompt missing={missing} suffix="before taking tests" /> : null}
      <h2>The protocols</h2>
      <p className="hint">Open a protocol for its stages, its timer and the form for its final stage.</p>
      {/* Each protocol's final-stage form records a maximal test's result (decision 50). */}
      <MaximalTestGate testName="graded treadmill test">
        {TREADMILL_PROTOCOL_LIST.map((protocol) => (
          <TreadmillProtocolForm
            key={protocol.id}
            protocol={protocol}
            missing={missing}
            open={openId === protocol.id}
            onToggle={() => setOpenId(openId === protocol.id ? null : protocol.id)}
            stored={latest?.id === protocol.id ? latest.stored : null}
            onStored={(stored) => setLatest({ id: protocol.id, stored })}
          />
        ))}
      </MaximalTestGate>
    </section>
  );
}
