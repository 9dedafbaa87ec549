// /skinfolds: the procedure and nine sites, "What you need", the skinfold fields, body density and body fat.
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import '@/styles/screens.css';
import './measurements.css';
import { useState, type FormEvent } from 'react';
import { SKINFOLD_LABELS } from '@/domain/bodySites';
import {
  SKINFOLDS_REQUIRES,
  hasStoredSkinfolds,
  skinfoldFieldName,
  skinfoldsReset,
  skinfoldsUpdate,
} from '@/profile/builders/skinfoldsUpdate';
import { missingRequirements } from '@/profile/profileUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
import { NumberField } from '@/components/NumberField';
import { SKINFOLD_PROCEDURE, SKINFOLD_SITE_TEXTS } from './skinfoldSites';
import {
  isSkinfoldFormValid,
  skinfoldMissing,
  skinfoldFormFromProfile,
  skinfoldRules,
  skinfoldValuesMm,
  type SkinfoldForm,
} from './skinfoldForm';
import { FormActions } from '@/components/FormActions';
import { SkinfoldEquationHint } from './SkinfoldEquationHint';
import { SkinfoldResults } from './SkinfoldResults';
import { MeasuredBodyFatResult, MeasuredBodyFatSection } from './MeasuredBodyFat';

export function SkinfoldsScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const [form, setForm] = useState<SkinfoldForm>(() => skinfoldFormFromProfile(user));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const missing = missingRequirements(user, SKINFOLDS_REQUIRES);

  const showStored = () => setForm(skinfoldFormFromProfile(profile.getSnapshot().context.user));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit(() => skinfoldsUpdate(profile.getSnapshot().context.user, skinfoldValuesMm(form)))) showStored();
  };
  const onReset = () => {
    reset(skinfoldsReset());
    showStored();
  };

  return (
    <section className="screen measurement skinfolds">
      <h1>Skinfold Sites</h1>
      <p>Skinfold thickness at standard sites estimates body density and, from it, the percentage of body fat.</p>
      <EquipmentChecklist items={['skinFoldCalipers']} />
      <h2>How to measure</h2>
      <ol className="procedure measurement-procedure">
        {SKINFOLD_PROCEDURE.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {missing.length === 0 && user.sex !== null ? (
        <form className="form measurement-form" noValidate onSubmit={onSubmit} aria-label="Skinfolds">
          <fieldset aria-describedby="skinfold-equation-hint">
            <legend>Skinfolds (mm)</legend>
            <SkinfoldEquationHint sex={user.sex} />
            <div className="measurement-fields">
              {SKINFOLD_SITE_TEXTS.map(({ site, directions }) => {
                const rules = skinfoldRules(site);
                return (
                  <NumberField
                    key={site}
                    name={skinfoldFieldName(site)}
                    label={`${SKINFOLD_LABELS[site]} (mm)`}
                    hint={directions}
                    value={form[site]}
                    onChange={(value) => setForm((previous) => ({ ...previous, [site]: value }))}
                    min={rules.min}
                    max={rules.max}
                    step={0.5}
                    placeholder="millimeters"
                  />
                );
              })}
            </div>
          </fieldset>
          <FormActions
            stored={hasStoredSkinfolds(user)}
            canSubmit={isSkinfoldFormValid(form)}
            missing={skinfoldMissing(form)}
            onReset={onReset}
            resetWhat="skinfolds"
          />
        </form>
      ) : (
        <DemographicsPrompt missing={missing} />
      )}
      <SkinfoldResults user={user} />
      {missing.length === 0 ? <MeasuredBodyFatSection user={user} /> : null}
      <MeasuredBodyFatResult user={user} />
    </section>
  );
}
